package resolvers

// gqlgen runs from the module root, where gqlgen.yml is (go.mod names it as a tool).
//go:generate sh -c "cd .. && go tool gqlgen generate --config gqlgen.yml"
