package resolvers

import (
	"context"
	"fmt"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"clinic/graph"
	"clinic/internal/platform/errs"
)

// MaxFirst bounds a connection's page (first).
const MaxFirst = 100

// graphReadCost is the cost of a field read from the knowledge graph, per parent.
const graphReadCost = 10

// pageSize validates first (1..MaxFirst; nil: 20) and returns it. Errors: Invalid naming field.
func pageSize(first *int) (int, error) {
	if first == nil {
		return 20, nil
	}
	if *first < 1 || *first > MaxFirst {
		return 0, errs.InvalidFields(errs.FieldError{Field: "first", Message: fmt.Sprintf("must be 1 to %d", MaxFirst),
			Code: errs.CodeInvalid})
	}
	return *first, nil
}

// perPage is the cost of a connection: its selection's cost once per item it may return.
func perPage(child int, first *int) int {
	n := 20
	if first != nil && *first > 0 {
		n = min(*first, MaxFirst)
	}
	return 1 + child*n
}

// setComplexity states the cost of every list: a connection multiplies its selection's cost by
// first; a read from the knowledge graph costs graphReadCost more than its fields.
func setComplexity(c *graph.ComplexityRoot) {
	q := &c.Query
	q.Patients = func(child int, first *int, _ *string, _ *string) int { return perPage(child, first) }
	q.Providers = func(child int, first *int, _ *string, _ *string, _ *string, _ *bool) int {
		return perPage(child, first)
	}
	q.Locations = func(child int, first *int, _ *string, _ *string, _ *bool) int { return perPage(child, first) }
	q.AppointmentTypes = func(child int, first *int, _ *string, _ *bool) int { return perPage(child, first) }
	q.Appointments = func(child int, first *int, _ *string, _ *graph.AppointmentFilter) int { return perPage(child, first) }
	q.Documents = func(child int, first *int, _ *string, _ *graph.DocumentFilter) int { return perPage(child, first) }
	q.OutOfRangeLabs = func(child int, _ *graph.DateRange, _ []string) int { return graphReadCost + child }
	p := &c.Patient
	p.Appointments = func(child int, first *int, _ *string, _ *graph.AppointmentFilter) int { return perPage(child, first) }
	p.Documents = func(child int, first *int, _ *string, _ *graph.DocumentFilter) int { return perPage(child, first) }
	p.Conditions = func(child int) int { return graphReadCost + child }
	p.Medications = func(child int) int { return graphReadCost + child }
	p.LabSeries = func(child int, _ []string, _ *int) int { return graphReadCost + child }
}

// depthLimit rejects, before execution, an operation whose fields nest deeper than max.
// Introspection fields (__schema, __type, ...) do not count: their depth is the schema's, fixed.
type depthLimit struct{ max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = depthLimit{}

// ExtensionName names the extension.
func (depthLimit) ExtensionName() string { return "DepthLimit" }

// Validate accepts any schema.
func (depthLimit) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext measures the operation's depth and refuses it above the limit.
func (l depthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if d := depth(oc.Operation.SelectionSet, 0, map[string]bool{}); d > l.max {
		err := gqlerror.Errorf("operation nests %d levels deep; the limit is %d", d, l.max)
		err.Extensions = map[string]any{"code": CodeDepthExceeded}
		return err
	}
	return nil
}

// depth returns the deepest field nesting of set; fragments are followed, each once per path.
func depth(set ast.SelectionSet, level int, visiting map[string]bool) int {
	deepest := level
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			if strings.HasPrefix(s.Name, "__") {
				continue
			}
			d = depth(s.SelectionSet, level+1, visiting)
		case *ast.InlineFragment:
			d = depth(s.SelectionSet, level, visiting)
		case *ast.FragmentSpread:
			if visiting[s.Name] || s.Definition == nil {
				continue // a fragment cycle is a validation error already
			}
			visiting[s.Name] = true
			d = depth(s.Definition.SelectionSet, level, visiting)
			delete(visiting, s.Name)
		}
		deepest = max(deepest, d)
	}
	return deepest
}
