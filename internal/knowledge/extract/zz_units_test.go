package extract

import (
	"bufio"
	"fmt"
	"os"
	"testing"
)

func TestZZUnits(t *testing.T) {
	p := os.Getenv("UNITS")
	if p == "" {
		t.Skip()
	}
	f, _ := os.Open(p)
	s := bufio.NewScanner(f)
	for s.Scan() {
		if !KnownUnit(s.Text()) {
			fmt.Println(s.Text())
		}
	}
}
