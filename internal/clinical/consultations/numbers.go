package consultations

import (
	"strconv"
	"strings"
)

// Numbers said in words ("pressão doze por oito", "saturação noventa e um por cento",
// "trinta e oito e meio") are read as digits before vital signs are looked for.

var (
	unitWords = map[string]int{"zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5,
		"seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "quatorze": 14,
		"catorze": 14, "quinze": 15, "dezesseis": 16, "dezessete": 17, "dezoito": 18, "dezenove": 19}
	tenWords = map[string]int{"vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "sessenta": 60,
		"setenta": 70, "oitenta": 80, "noventa": 90}
	hundredWords = map[string]int{"cem": 100, "cento": 100, "duzentos": 200, "trezentos": 300, "quatrocentos": 400,
		"quinhentos": 500}
)

// digits rewrites folded text with every number said in words as digits ("e meio" is ",5").
// Words that are not part of a number stay as they are, and so does a lone "um"/"uma" (an
// article more often than a count).
func digits(f string) string {
	words := strings.Fields(f)
	var out []string
	for i := 0; i < len(words); {
		n, used := numberAt(words, i)
		if used == 0 {
			out = append(out, words[i])
			i++
			continue
		}
		out = append(out, n)
		i += used
	}
	return strings.Join(out, " ")
}

// numberAt reads a number in words starting at words[i]: its digits and how many words it
// took (0: none). A lone "um"/"uma" is an article, not a number.
func numberAt(words []string, i int) (string, int) {
	total, j, parts := 0, i, 0
	take := func(m map[string]int) bool {
		if j < len(words) {
			if v, ok := m[strings.Trim(words[j], ",.;:")]; ok {
				total += v
				j++
				parts++
				return true
			}
		}
		return false
	}
	and := func() bool { // "e" between parts of one number
		if j+1 < len(words) && words[j] == "e" {
			next := strings.Trim(words[j+1], ",.;:")
			_, u := unitWords[next]
			_, t := tenWords[next]
			if u || t {
				j++
				return true
			}
		}
		return false
	}
	if take(hundredWords) {
		if and() {
			if !take(tenWords) {
				take(unitWords)
			} else if and() {
				take(unitWords)
			}
		}
	} else if take(tenWords) {
		if and() {
			take(unitWords)
		}
	} else {
		take(unitWords)
	}
	if parts == 0 {
		return "", 0
	}
	text := strconv.Itoa(total)
	if j+1 < len(words) && words[j] == "e" && strings.Trim(words[j+1], ",.;:") == "meio" {
		text += ",5"
		j += 2
		parts++
	}
	first := strings.Trim(words[i], ",.;:")
	if parts == 1 && (first == "um" || first == "uma" || first == "cento") { // "por cento" is a percent sign
		return "", 0
	}
	return text, j - i
}
