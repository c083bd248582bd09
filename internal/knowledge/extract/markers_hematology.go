package extract

// hematologyMarkers: the full blood count (red-cell indices, the differential as absolute counts
// with their relative twins, platelets) and coagulation.
var hematologyMarkers = []MarkerInfo{
	mk("Hemácias", "789-8", "milhões/mm³", "hemacias|eritrocitos|globulos vermelhos|contagem de hemacias|contagem de eritrocitos|rbc|hemacia|eritrocito|contagem global de hemacias", urineTwin("Hemácias na urina")),
	mk("Hemoglobina", "718-7", "g/dL", "hemoglobina|hb|hgb|hemoglobina total|dosagem de hemoglobina", molar(16114.5), urineTwin("Hemoglobina na urina")),
	mk("Hematócrito", "4544-3", "%", "hematocrito|ht|hct|htc|volume globular"),
	mk("VCM", "787-2", "fL", "vcm|volume corpuscular medio|volume globular medio|vgm|mcv"),
	mk("HCM", "785-6", "pg", "hcm|hemoglobina corpuscular media|hemoglobina globular media|hgm|mch"),
	mk("CHCM", "786-4", "g/dL", "chcm|concentracao de hemoglobina corpuscular media|concentracao hemoglobinica corpuscular media|chgm|mchc|concentracao de hemoglobina globular media|concentracao hemoglobinica globular media"),
	mk("RDW", "788-0", "%", "rdw|rdw cv|amplitude de distribuicao dos eritrocitos|indice de anisocitose|amplitude de distribuicao das hemacias|anisocitose rdw"),
	mk("Leucócitos", "6690-2", "/mm³", "leucocitos|leucocitos totais|globulos brancos|contagem de leucocitos|wbc|leucometria|leucometria global|contagem global de leucocitos|leucocitos global", urineTwin("Leucócitos na urina")),
	mk("Neutrófilos", "751-8", "/mm³", "neutrofilos|neutrofilos totais|neutrofilos absolutos|neutrofilos absoluto", percentTwin("Neutrófilos (%)")),
	mk("Neutrófilos (%)", "770-8", "%", "neutrofilos relativo|neutrofilos relativos|neutrofilos percentual"),
	mk("Bastonetes", "763-3", "/mm³", "bastonetes|bastoes|neutrofilos bastonetes|bastonetes neutrofilos|neutrofilos bastonados|bastonados", percentTwin("Bastonetes (%)")),
	mk("Bastonetes (%)", "764-1", "%", "bastonetes relativo|bastonetes percentual"),
	mk("Segmentados", "768-2", "/mm³", "segmentados|neutrofilos segmentados|segmentados neutrofilos", percentTwin("Segmentados (%)")),
	mk("Segmentados (%)", "769-0", "%", "segmentados relativo|segmentados percentual"),
	mk("Linfócitos", "731-0", "/mm³", "linfocitos|linfocitos tipicos|linfocitos totais|linfocitos absolutos", percentTwin("Linfócitos (%)")),
	mk("Linfócitos (%)", "736-9", "%", "linfocitos relativo|linfocitos relativos|linfocitos percentual"),
	mk("Monócitos", "742-7", "/mm³", "monocitos|monocitos absolutos", percentTwin("Monócitos (%)")),
	mk("Monócitos (%)", "5905-5", "%", "monocitos relativo|monocitos relativos|monocitos percentual"),
	mk("Eosinófilos", "711-2", "/mm³", "eosinofilos|eosinofilos absolutos", percentTwin("Eosinófilos (%)")),
	mk("Eosinófilos (%)", "713-8", "%", "eosinofilos relativo|eosinofilos relativos|eosinofilos percentual"),
	mk("Basófilos", "704-7", "/mm³", "basofilos|basofilos absolutos", percentTwin("Basófilos (%)")),
	mk("Basófilos (%)", "706-2", "%", "basofilos relativo|basofilos relativos|basofilos percentual"),
	mk("Plaquetas", "777-3", "/mm³", "plaquetas|contagem de plaquetas|plaquetometria|plt|trombocitos|contagem de trombocitos"),
	mk("VPM", "32623-1", "fL", "vpm|volume plaquetario medio|mpv|volume medio plaquetario"),
	mk("Reticulócitos", "4679-7", "%", "reticulocitos|contagem de reticulocitos"),

	mk("Tempo de protrombina", "5902-2", "s", "tempo de protrombina|tp|tap|tempo de atividade da protrombina|tempo de protrombina tp|tp tempo|tempo de protrombina tap|tp segundos"),
	mk("INR", "6301-6", "", "inr|rni|relacao normalizada internacional|razao normalizada internacional|tp inr|inr tp"),
	mk("Atividade de protrombina", "5894-1", "%", "atividade de protrombina|atividade protrombinica|tp atividade|atividade da protrombina"),
	mk("TTPA", "14979-9", "s", "ttpa|tempo de tromboplastina parcial ativada|aptt|kptt|tempo de tromboplastina parcial|ptt|ttpa segundos|tempo de tromboplastina parcial ativado"),
	mk("Fibrinogênio", "3255-7", "mg/dL", "fibrinogenio|fibrinogenio funcional|fibrinogenio plasmatico"),
	mk("D-dímero", "48065-7", "ng/mL", "d dimero|dimero d|d dimeros|dimeros d"),
}
