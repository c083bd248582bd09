// The lab-layout fixture generator is a module of its own: its PDF library is a dependency of
// the test data, not of the service.
module clinic/labfixtures

go 1.26.8

require github.com/go-pdf/fpdf v0.9.0
