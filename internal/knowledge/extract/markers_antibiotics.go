package extract

// antibioticMarkers are an antibiogram's rows: the isolate's susceptibility to each antibiotic
// (LOINC's method-less "[Susceptibility]" codes), read by the antibiotic's name only inside a
// culture's section, so that a drug level ("Vancomicina (vale)") is not one.
var antibioticMarkers = []MarkerInfo{
	antibiotic("Ampicilina (sensibilidade)", "18864-9", "ampicilina"),
	antibiotic("Amoxicilina (sensibilidade)", "18861-5", "amoxicilina"),
	antibiotic("Amoxicilina + clavulanato (sensibilidade)", "18862-3", "amoxicilina acido clavulanico|amoxicilina clavulanato|amoxicilina clavulanico|amoxicilina com clavulanato|amoxicilina e clavulanato|amoxicilina acido clavulanato|amoxi clav"),
	antibiotic("Ampicilina + sulbactam (sensibilidade)", "18865-6", "ampicilina sulbactam|ampicilina com sulbactam|ampicilina e sulbactam"),
	antibiotic("Piperacilina + tazobactam (sensibilidade)", "18970-4", "piperacilina tazobactam|piperacilina com tazobactam|piperacilina e tazobactam|pip tazo"),
	antibiotic("Oxacilina (sensibilidade)", "18961-3", "oxacilina"),
	antibiotic("Cefalotina (sensibilidade)", "18900-1", "cefalotina"),
	antibiotic("Cefuroxima (sensibilidade)", "51724-3", "cefuroxima|cefuroxima axetil"),
	antibiotic("Cefoxitina (sensibilidade)", "18888-8", "cefoxitina"),
	antibiotic("Cefotaxima (sensibilidade)", "18886-2", "cefotaxima"),
	antibiotic("Ceftriaxona (sensibilidade)", "18895-3", "ceftriaxona"),
	antibiotic("Ceftazidima (sensibilidade)", "18893-8", "ceftazidima"),
	antibiotic("Cefepima (sensibilidade)", "18879-7", "cefepima|cefepime"),
	antibiotic("Aztreonam (sensibilidade)", "18868-0", "aztreonam"),
	antibiotic("Ertapenem (sensibilidade)", "35802-8", "ertapenem"),
	antibiotic("Imipenem (sensibilidade)", "18932-4", "imipenem"),
	antibiotic("Meropenem (sensibilidade)", "18943-1", "meropenem"),
	antibiotic("Amicacina (sensibilidade)", "18860-7", "amicacina|amicacin"),
	antibiotic("Gentamicina (sensibilidade)", "18928-2", "gentamicina"),
	antibiotic("Tobramicina (sensibilidade)", "18996-9", "tobramicina"),
	antibiotic("Ciprofloxacino (sensibilidade)", "18906-8", "ciprofloxacino|ciprofloxacina"),
	antibiotic("Levofloxacino (sensibilidade)", "20629-2", "levofloxacino|levofloxacina"),
	antibiotic("Sulfametoxazol + trimetoprima (sensibilidade)", "18998-5", "sulfametoxazol trimetoprima|sulfametoxazol trimetoprim|trimetoprima sulfametoxazol|trimetoprim sulfametoxazol|sulfametoxazol com trimetoprima|sulfametoxazol e trimetoprima|cotrimoxazol|smx tmp|smz tmp"),
	antibiotic("Trimetoprima (sensibilidade)", "18997-7", "trimetoprima|trimetoprim"),
	antibiotic("Nitrofurantoína (sensibilidade)", "18955-5", "nitrofurantoina"),
	antibiotic("Fosfomicina (sensibilidade)", "25596-8", "fosfomicina|fosfomicina trometamol"),
	antibiotic("Cloranfenicol (sensibilidade)", "18903-5", "cloranfenicol"),
	antibiotic("Tetraciclina (sensibilidade)", "18993-6", "tetraciclina"),
	antibiotic("Doxiciclina (sensibilidade)", "18917-5", "doxiciclina"),
	antibiotic("Clindamicina (sensibilidade)", "18908-4", "clindamicina"),
	antibiotic("Eritromicina (sensibilidade)", "18919-1", "eritromicina"),
	antibiotic("Vancomicina (sensibilidade)", "19000-9", "vancomicina"),
}
