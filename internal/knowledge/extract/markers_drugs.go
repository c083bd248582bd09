package extract

// drugMarkers: therapeutic drug monitoring (serum levels of drugs with a narrow range). A
// vancomycin level taken before a dose (trough, "vale") and after one (peak, "pico") have their
// own codes; a level printed without saying which is a random one.
var drugMarkers = []MarkerInfo{
	// blood lead, an occupational exam's exposure index (NR-7): a toxicology level, not a drug's
	mk("Chumbo", "5671-3", "µg/dL", "chumbo|chumbo no sangue|chumbo sanguineo|plumbemia|chumbo sangue total|chumbo em sangue"),
	// the other exposure indices an occupational exam asks for: solvents' urinary metabolites,
	// lead's effect (ALA-U), carbon monoxide and organophosphates' (red-cell cholinesterase)
	mk("Ácido hipúrico", "6709-0", "g/L", "acido hipurico|acido hipurico urinario|acido hipurico na urina|acido hipurico urina"),
	mk("Ácidos metil-hipúricos", "2725-0", "g/L", "acidos metil hipuricos|acido metil hipurico|acido metilhipurico|acidos metilhipuricos|acido metil hipurico urinario|acidos metil hipuricos urinarios|acidos metil hipuricos na urina"),
	mk("Ácido trans,trans-mucônico", "72665-3", "mg/L", "acido trans trans muconico|acido t t muconico|ttma|acido trans muconico|acido tt muconico"),
	mk("Ácido mandélico", "13000-5", "mg/L", "acido mandelico|acido mandelico urinario|acido mandelico na urina"),
	mk("Ácido delta-aminolevulínico urinário", "11215-1", "mg/L", "acido delta aminolevulinico|acido aminolevulinico|ala u|ala urinario|ala na urina|acido delta aminolevulinico urinario|acido delta aminolevulinico na urina"),
	mk("Meta-hemoglobina", "2614-6", "%", "meta hemoglobina|metahemoglobina|metemoglobina|methb|meta hb"),
	mk("Carboxi-hemoglobina", "20563-3", "%", "carboxi hemoglobina|carboxihemoglobina|carboxiemoglobina|cohb|hbco|carboxi hb"),
	mk("Acetilcolinesterase eritrocitária", "1709-5", "U/mL", "acetilcolinesterase eritrocitaria|acetilcolinesterase|colinesterase eritrocitaria|acetilcolinesterase em eritrocitos|acetilcolinesterase das hemacias|colinesterase eritrocitica"),
	mk("Digoxina", "10535-3", "ng/mL", "digoxina|digoxinemia|digoxina serica|nivel serico de digoxina|dosagem de digoxina", molarCode("14698-5")),
	mk("Vancomicina", "20578-1", "µg/mL", "vancomicina|vancocinemia|vancomicina serica|nivel serico de vancomicina|dosagem de vancomicina|vancomicina aleatoria", molarCode("31012-8")),
	mk("Vancomicina (vale)", "4092-3", "µg/mL", "vancomicina vale|vancomicina nivel vale|vancocinemia vale|vancomicina minima|vancomicina pre dose|vancomicina trough|vancomicina vale pre dose"),
	mk("Vancomicina (pico)", "4090-7", "µg/mL", "vancomicina pico|vancomicina nivel pico|vancocinemia pico|vancomicina maxima|vancomicina pos dose|vancomicina peak"),
	mk("Lítio", "14334-7", "mmol/L", "litio|litemia|litio serico|nivel serico de litio|dosagem de litio|carbonato de litio", valence(1)),
	mk("Ácido valproico", "4086-5", "µg/mL", "acido valproico|valproato|acido valproico serico|nivel serico de acido valproico|dosagem de acido valproico|valproato de sodio|divalproato", molarCode("14946-8")),
	mk("Fenitoína", "3968-5", "µg/mL", "fenitoina|fenitoina serica|nivel serico de fenitoina|dosagem de fenitoina|hidantal", molarCode("14877-5")),
	mk("Carbamazepina", "3432-2", "µg/mL", "carbamazepina|carbamazepina serica|nivel serico de carbamazepina|dosagem de carbamazepina", molarCode("14639-9")),
	mk("Fenobarbital", "3948-7", "µg/mL", "fenobarbital|fenobarbital serico|nivel serico de fenobarbital|dosagem de fenobarbital|gardenal", molarCode("14874-2")),
	mk("Tacrolimo", "11253-2", "ng/mL", "tacrolimo|tacrolimus|fk506|fk 506|tacrolimo sangue total|nivel serico de tacrolimo|dosagem de tacrolimo"),
	mk("Ciclosporina", "3520-4", "ng/mL", "ciclosporina|ciclosporina a|ciclosporinemia|ciclosporina sangue total|nivel de ciclosporina|dosagem de ciclosporina|nivel serico de ciclosporina"),
	mk("Everolimo", "50544-6", "ng/mL", "everolimo|everolimus|everolimo sangue total|nivel de everolimo|dosagem de everolimo|nivel serico de everolimo"),
}
