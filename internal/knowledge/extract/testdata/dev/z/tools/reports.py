from model import *

def head(name, lines, size=13, align='L', box=False):
    return [H(name, size, True, align, box), P('\n'.join(lines), 7.5, align=align), HR()]

def sig(who, extra=''):
    return [SP(2), P('Liberado eletronicamente por ' + who + (('\n' + extra) if extra else ''), 7.5, italic=True)]

REPORTS = []
def add(**k): REPORTS.append(k)

# ---------- Z01: large SP network, grid hemogram with % and /mm3 ----------
d = '2025-03-14'
hdr = head('LABORATÓRIO VITAGEN DIAGNÓSTICOS', ['Av. Paulista, 1842 - Bela Vista - São Paulo/SP  CEP 01310-200', 'CNPJ 12.345.678/0001-90  CNES 2078911  Resp. Técnico: Dra. Helena M. Duarte  CRF-SP 45.871'])
pat = KV([('Paciente:', 'MARIANA SOUZA PEREIRA'), ('Protocolo:', '0325-118.774'), ('Data de nasc.:', '22/07/1986'), ('Sexo:', 'Feminino'),
          ('Médico:', 'Dr. Rafael Lins CRM-SP 118.204'), ('Convênio:', 'Amil 400'), ('Coleta:', '14/03/2025 07:42'), ('Liberação:', '14/03/2025 16:05')])
eri = grid([R('Hemácias', '4,38', 'milhões/mm³', '3,90 a 5,00', 'rbc'), R('Hemoglobina', '12,6', 'g/dL', '12,0 a 15,5', 'hgb'),
            R('Hematócrito', '38,1', '%', '35,0 a 45,0', 'hct'), R('VCM', '87,0', 'fL', '80,0 a 98,0', 'mcv'), R('HCM', '28,8', 'pg', '27,0 a 32,0', 'mch'),
            R('CHCM', '33,1', 'g/dL', '32,0 a 36,0', 'mchc'), R('RDW', '14,9', '%', '11,6 a 14,5', 'rdw', 'H')], headers=('ERITROGRAMA', 'Resultado', 'Unidade', 'Valores de referência'))
leuco = grid([R('Leucócitos', '7.840', '/mm³', '3.600 a 11.000', 'wbc')], headers=('LEUCOGRAMA', 'Resultado', 'Unidade', 'Valores de referência'))
dif = diff([('Neutrófilos', '62,0', '4.861', '40 a 75', '1.700 a 8.000', 'neut_pct', 'neut_abs'),
            ('Eosinófilos', '3,5', '274', '1 a 6', '50 a 500', 'eos_pct', 'eos_abs'),
            ('Basófilos', '0,6', '47', '0 a 2', '0 a 200', 'baso_pct', 'baso_abs'),
            ('Linfócitos', '27,4', '2.148', '20 a 45', '1.000 a 4.500', 'lymph_pct', 'lymph_abs'),
            ('Monócitos', '6,5', '510', '2 a 10', '100 a 1.000', 'mono_pct', 'mono_abs')], headers=('', 'Relativo', 'Absoluto', 'Ref. relativo (%)', 'Ref. absoluto (/mm³)'))
plq = grid([R('Plaquetas', '312.000', '/mm³', '150.000 a 450.000', 'plt'), R('VPM', '10,2', 'fL', '9,2 a 12,6', 'mpv'),
            R('PDW', '12,8', 'fL', '9,0 a 17,0', 'pdw'), R('Plaquetócrito', '0,32', '%', '0,17 a 0,35', 'pct')], headers=('PLAQUETOGRAMA', 'Resultado', 'Unidade', 'Valores de referência'))
add(id='z01', lab='Laboratório Vitagen Diagnósticos', city='São Paulo/SP', font='lsans', size=8.5, default=d,
    footer='Vitagen Diagnósticos - Protocolo 0325-118.774 - Impresso em 15/03/2025 09:12 - Página {p} de {n}',
    features='grid tables; differential with relative and absolute values on one row; thousands dots; H flag; platelet indices',
    pages=[hdr + [pat, H('HEMOGRAMA COMPLETO', 11, box=True), P('Material: Sangue total (EDTA)   Método: Citometria de fluxo / impedância (Sysmex XN-1000)   Coletado em: 14/03/2025', 7.5),
                  eri, leuco, dif, plq,
                  P('Observação: Série vermelha: discreta anisocitose. Série branca: sem alterações morfológicas. Série plaquetária: sem agregados.', 7.5, italic=True),
                  P('Valores de referência para mulheres adultas (18 a 59 anos). Data da última menstruação informada: 28/02/2025.', 7),
                  ] + sig('Dra. Helena M. Duarte - CRF-SP 45.871', 'Recebido em 14/03/2025 08:10 | Liberado em 14/03/2025 16:05')])

# ---------- Z02: RJ, EAS leaders, monospace, quantitative sediment per mL ----------
d = '2025-02-03'
u = [R('Cor', 'Amarelo citrino', '', 'Amarelo', 'u_color'), R('Aspecto', 'Ligeiramente turvo', '', 'Límpido', 'u_aspect'),
     R('Densidade', '1.025', '', '1.005 a 1.030', 'u_sg', value=1.025), R('pH', '6,0', '', '5,0 a 7,5', 'u_ph')]
q = [R('Proteínas', 'Traços', '', 'Negativo', 'u_prot'), R('Glicose', 'Negativo', '', 'Negativo', 'u_glu'), R('Corpos cetônicos', 'Negativo', '', 'Negativo', 'u_ket'),
     R('Bilirrubina', 'Negativo', '', 'Negativo', 'u_bili'), R('Urobilinogênio', 'Normal', '', 'Normal (até 1,0 mg/dL)', 'u_urob'),
     R('Nitrito', 'Positivo', '', 'Negativo', 'u_nit', '*'), R('Hemoglobina', '+', '', 'Negativo', 'u_hb'), R('Esterase leucocitária', '++', '', 'Negativo', 'u_le')]
s = [R('Leucócitos', '38.000', '/mL', 'até 10.000 /mL', 'u_wbc_ml', '*'), R('Hemácias', '6.000', '/mL', 'até 10.000 /mL', 'u_rbc_ml'),
     R('Células epiteliais', 'Algumas', '', 'Raras a algumas', 'u_epi'), R('Cilindros hialinos', 'Ausentes', '', 'Ausentes', 'u_hyal'),
     R('Cristais', 'Ausentes', '', '', 'u_cryst'), R('Bactérias', 'Numerosas', '', 'Ausentes ou raras', 'u_bact'),
     R('Filamentos de muco', 'Raros', '', '', 'u_mucus'), R('Leveduras', 'Ausentes', '', 'Ausentes', 'u_yeast')]
add(id='z02', lab='Laboratório Guanabara de Análises Clínicas', city='Rio de Janeiro/RJ', font='mono', size=8.2, default=d,
    footer='LAB. GUANABARA - Rua Conde de Bonfim, 455 - Tijuca - RJ - (21) 2568-1100 - pág. {p}/{n}',
    features='monospace leader lines; EAS with quantitative sediment per mL (thousands dots); crosses; * flags; density with dot',
    pages=[head('LABORATÓRIO GUANABARA DE ANÁLISES CLÍNICAS', ['CNES 3012458 - CNPJ 33.410.782/0001-15', 'Responsável técnico: Dr. Paulo Roberto Faria - CRBM-1 02187'], size=12, align='C') + [
        KV([('NOME.....:', 'JOSÉ CARLOS DA SILVA NETO'), ('REGISTRO.:', '45821/25'), ('NASC.....:', '03.09.61'), ('SEXO.....:', 'M'),
            ('MÉDICO...:', 'DRA. ANA P. TEIXEIRA'), ('PEDIDO...:', '31.01.25'), ('COLETA...:', '03.02.25'), ('EMISSÃO..:', '04.02.25')], size=8),
        H('URINA TIPO I  (EAS - ELEMENTOS ANORMAIS E SEDIMENTO)', 10),
        P('MATERIAL: URINA - 1º JATO DA MANHÃ, JATO MÉDIO    MÉTODO: TIRA REATIVA (MULTISTIX 10 SG) + MICROSCOPIA (CÂMARA)', 7),
        H('EXAME FÍSICO', 9), leader(u), H('EXAME QUÍMICO', 9), leader(q), H('SEDIMENTOSCOPIA (QUANTITATIVA)', 9), leader(s),
        P('NOTA: Nitrito positivo e bacteriúria acentuada sugerem infecção urinária. Recomenda-se urocultura com antibiograma.\nAs amostras são mantidas por 48 horas após a liberação (até 06.02.25).', 7.5),
        ] + sig('Dr. Paulo Roberto Faria - CRBM-1 02187', 'Data da liberação: 04.02.25 às 11:20')])

# ---------- Z03: small MG lab, free lines, manual differential w/ bands, meta, myelo, atypical; 2 pages with EAS ----------
d = '2025-04-22'
eri = leader([R('Hemácias', '3,92', 'milhões/mm³', '4,50 a 5,90', 'rbc', '↓'), R('Hemoglobina', '11,4', 'g/dL', '13,5 a 17,5', 'hgb', '↓'),
              R('Hematócrito', '34,6', '%', '41,0 a 53,0', 'hct', '↓'), R('V.C.M.', '88,3', 'fL', '80 a 100', 'mcv'), R('H.C.M.', '29,1', 'pg', '26 a 34', 'mch'),
              R('C.H.C.M.', '32,9', 'g/dL', '31 a 36', 'mchc'), R('R.D.W.', '13,8', '%', '11,5 a 14,5', 'rdw')], width=24, widths=(100, 80))
leu = leader([R('Leucócitos', '14.600', '/mm³', '4.000 a 11.000', 'wbc', '↑')], width=24, widths=(100, 80))
dd = diff([('Mielócitos', '1', None, '0', '', 'myelo_pct', None), ('Metamielócitos', '2', '292', '0', '0', 'meta_pct', 'meta_abs'),
           ('Bastonetes', '9', '1.314', '0 a 5', '0 a 500', 'band_pct', 'band_abs', '↑'), ('Segmentados', '66', '9.636', '40 a 70', '1.600 a 7.700', 'seg_pct', 'seg_abs', '↑'),
           ('Eosinófilos', '1', '146', '1 a 5', '40 a 500', 'eos_pct', 'eos_abs'), ('Basófilos', '0', '0', '0 a 1', '0 a 100', 'baso_pct', 'baso_abs'),
           ('Linfócitos típicos', '14', '2.044', '20 a 45', '1.000 a 4.500', 'lymph_pct', 'lymph_abs'), ('Linfócitos atípicos', '2', None, '0', '', 'alymph_pct', None),
           ('Monócitos', '5', '730', '2 a 10', '100 a 1.000', 'mono_pct', 'mono_abs')], headers=('Contagem diferencial', '%', '/mm³', 'V.R. %', 'V.R. /mm³'), widths=(46, 18, 30, 30, 40))
plq = leader([R('Plaquetas', '188.000', '/mm³', '150.000 a 400.000', 'plt')], width=24, widths=(100, 80))
u = [R('Cor', 'Amarela', '', '', 'u_color'), R('Aspecto', 'Límpido', '', '', 'u_aspect'), R('Densidade', '1,020', '', '1,010 a 1,030', 'u_sg', value=1.02),
     R('pH', '5,5', '', '5,5 a 7,0', 'u_ph'), R('Proteínas', 'Ausente', '', 'Ausente', 'u_prot'), R('Glicose', 'Ausente', '', 'Ausente', 'u_glu'),
     R('Cetonas', 'Ausente', '', 'Ausente', 'u_ket'), R('Sangue', 'Ausente', '', 'Ausente', 'u_hb'), R('Nitrito', 'Negativo', '', 'Negativo', 'u_nit'),
     R('Leucócitos', '3', 'p/c', 'até 5 p/c', 'u_wbc_hpf'), R('Hemácias', '1', 'p/c', 'até 3 p/c', 'u_rbc_hpf'), R('Células\nepiteliais', 'Raras', '', '', 'u_epi'),
     R('Cristais', 'Uratos amorfos', '', '', 'u_cryst'), R('Flora bacteriana', 'Escassa', '', '', 'u_bact')]
pat = KV([('Paciente:', 'Antônio Gervásio Ribeiro'), ('Idade:', '58 anos (nasc. 11/01/1967)'), ('Sexo:', 'Masculino'), ('Atendimento:', '22/04/2025 nº 7.118'),
          ('Solicitante:', 'Dr. Geraldo Menezes'), ('Data da coleta:', '22/04/2025')])
add(id='z03', lab='Laboratório São Judas Tadeu', city='Montes Claros/MG', font='dserif', size=8.6, default=d,
    footer='Lab. São Judas Tadeu Ltda - Rua Dr. Santos, 211 - Centro - Montes Claros/MG - Folha {p}/{n}',
    features='serif leader lines; manual differential with myelocytes, metamyelocytes, bands, atypical lymphocytes; ↑↓ flags; morphology notes; name split over two lines; 2 pages',
    pages=[head('Laboratório São Judas Tadeu', ['Análises Clínicas desde 1979 - CNES 2149834 - CNPJ 19.876.543/0001-21', 'Farm.-Bioquímico Responsável: Dr. Marcos A. Veloso - CRF-MG 9.654'], 14) + [pat,
            H('HEMOGRAMA', 10), P('Amostra: sangue total com EDTA. Metodologia: contador automatizado (Mindray BC-5380) e revisão microscópica da lâmina (contagem diferencial manual em 100 células).', 7.5),
            H('Eritrograma', 9), eri, H('Leucograma', 9), leu, dd, H('Plaquetas', 9), plq,
            P('Morfologia: Hemácias normocíticas e normocrômicas. Neutrófilos com granulações tóxicas e vacúolos citoplasmáticos (+). Desvio à esquerda escalonado até mielócitos. Linfócitos atípicos reativos. Plaquetas de aspecto normal.', 7.8, italic=True),
            P('Lâmina revisada em 22/04/2025 por C. Almeida.', 7)],
           head('Laboratório São Judas Tadeu', ['Paciente: Antônio Gervásio Ribeiro - Atendimento nº 7.118 (continuação)'], 11) + [
            H('URINA ROTINA (EAS)', 10), P('Material: urina jato médio, colhida no laboratório em 22/04/2025. Método: tira reativa e microscopia (400x).', 7.5),
            leader(u, width=24, widths=(100, 80)),
            P('Próximo retorno sugerido pelo médico: 06/05/2025.', 7)] + sig('Dr. Marcos A. Veloso - CRF-MG 9.654', 'Montes Claros, 23 de abril de 2025.')])

# ---------- Z04: hospital PR, coagulation with cumulative history ----------
dates = ['2025-05-19', '2025-05-12', '2025-05-05']
hd = ('Exame', '19/05/2025', '12/05/2025', '05/05/2025', 'Unidade', 'Referência')
w = (50, 22, 22, 22, 16, 50)
c1 = hist([('Tempo de protrombina', 's', ['21,4', '18,9', '14,2'], '10,0 a 13,5', 'pt_s'), ('Atividade de protrombina', '%', ['38', '46', '71'], '70 a 100', 'pt_pct'),
           ('RNI (INR)', '', ['2,41', '1,98', '1,22'], 'Alvo terap. 2,0 a 3,0', 'inr')], dates, hd, w)
c2 = hist([('TTPa - tempo do paciente', 's', ['33,1', '31,8', '30,5'], '25,0 a 36,0', 'aptt_s'), ('TTPa - relação P/N', '', ['1,12', '1,08', '1,03'], 'até 1,25', 'aptt_r')], dates, hd, w)
c3 = grid([R('Fibrinogênio (Clauss)', '412', 'mg/dL', '200 a 400', 'fib', 'ALTO'), R('Tempo de trombina', '17,2', 's', '14,0 a 21,0', 'tt'),
           R('D-dímero', '< 270', 'ng/mL FEU', 'inferior a 500 ng/mL FEU (exclusão de TEV)', 'ddimer')], widths=(50, 26, 24, 82))
add(id='z04', lab='Hospital Universitário Araucária - Laboratório de Hemostasia', city='Curitiba/PR', font='lsans', size=8.4, default=dates[0],
    footer='HUA - Serviço de Análises Clínicas - Documento emitido em 20/05/2025 08:31 - {p}/{n}',
    features='cumulative table: current + 2 previous results each with its own collection date; INR; ratio; "< 270" D-dimer; flag ALTO; cut-off text',
    pages=[head('HOSPITAL UNIVERSITÁRIO ARAUCÁRIA', ['Serviço de Análises Clínicas - Setor de Hemostasia', 'CNES 0015369 - CNPJ 76.543.210/0002-44 - Resp.: Dr. Eduardo K. Nakamura - CRM-PR 22.817'], 12, box=True) + [
        KV([('Paciente:', 'Lúcia Helena Kowalski'), ('Prontuário:', '1.284.557'), ('Nascimento:', '30/11/1949'), ('Sexo:', 'F'), ('Leito:', 'Clínica Médica 3 - 312B'),
            ('Solicitante:', 'Dr. Tiago Brandt CRM-PR 30.114'), ('Data de solicitação:', '18/05/2025'), ('Coleta:', '19/05/2025 06:15')], cols=2),
        H('COAGULOGRAMA - ANTICOAGULAÇÃO ORAL (varfarina)', 10), P('Material: plasma citratado (citrato de sódio 3,2%). Método: coagulométrico (ACL TOP 550). ISI do reagente: 1,02.', 7.5),
        H('Tempo de Protrombina (TP)', 9), c1, H('Tempo de Tromboplastina Parcial ativada (TTPa)', 9), c2, H('Outros testes', 9), c3,
        P('Resultados anteriores exibidos com a respectiva data de coleta. Controle normal do dia (não é resultado do paciente): TP 12,1 s; TTPa 29,6 s.', 7.2, italic=True),
        P('Interpretação: RNI dentro da faixa terapêutica para fibrilação atrial. Próxima coleta agendada: 26/05/2025.', 7.2)] + sig('Dr. Eduardo K. Nakamura - CRM-PR 22.817')])

# ---------- Z05: research service, SI units ----------
d = '2025-06-10'
si = grid([R('Hemoglobin / Hemoglobina', '132', 'g/L', '120 - 160', 'hgb'), R('Hemoglobina (molar)', '8,19', 'mmol/L', '7,4 - 9,9', 'hgb_mol'),
           R('Hematócrito', '0,402', 'L/L', '0,360 - 0,480', 'hct'), R('Eritrócitos', '4,61', '×10¹²/L', '4,00 - 5,40', 'rbc'),
           R('VCM', '87,2', 'fL', '80 - 100', 'mcv'), R('HCM', '28,6', 'pg', '27 - 33', 'mch'), R('CHCM', '328', 'g/L', '320 - 360', 'mchc'),
           R('RDW-CV', '12,9', '%', '11,5 - 14,5', 'rdw'), R('RDW-SD', '41,3', 'fL', '39 - 46', 'rdw_sd'),
           R('Reticulócitos', '1,32', '%', '0,5 - 2,0', 'retic_pct'), R('Reticulócitos (abs.)', '60,9', '×10⁹/L', '25 - 100', 'retic_abs'),
           R('Leucócitos', '5,92', '×10⁹/L', '4,0 - 10,0', 'wbc'), R('Neutrófilos', '3,21', '×10⁹/L', '1,8 - 7,0', 'neut_abs'),
           R('Linfócitos', '1,95', '×10⁹/L', '1,0 - 3,5', 'lymph_abs'), R('Monócitos', '0,48', '×10⁹/L', '0,2 - 0,8', 'mono_abs'),
           R('Eosinófilos', '0,24', '×10⁹/L', '0,02 - 0,50', 'eos_abs'), R('Basófilos', '0,04', '×10⁹/L', '0,00 - 0,10', 'baso_abs'),
           R('Eritroblastos', '0,0', '/100 leucócitos', '0', 'nrbc'),
           R('Plaquetas', '247', '×10⁹/L', '150 - 400', 'plt'), R('VPM', '9,8', 'fL', '7,4 - 10,4', 'mpv')],
          headers=('Parâmetro', 'Resultado', 'Unidade (SI)', 'Intervalo de referência'), widths=(58, 26, 34, 60))
add(id='z05', lab='UPC-Hemato Campinas', city='Campinas/SP', font='cond', size=8.6, default=d,
    footer='UPC-Hemato - Estudo HEM-2024-07 - Relatório gerado em 2025-06-11 - pág. {p} de {n}',
    features='SI units (g/L, L/L, ×10¹²/L, ×10⁹/L, mmol/L); ISO dates; NRBC; reticulocytes abs; bilingual names',
    pages=[head('UPC-HEMATO CAMPINAS - Unidade de Pesquisa Clínica em Hematologia', ['Laboratório de referência do estudo HEM-2024-07 - CNPJ 45.111.222/0001-08 - CNES 7654321', 'Responsável: Prof. Dr. Ricardo Tamura - CRM-SP 87.332 / Biomédica Joana Prado - CRBM-1 31.455'], 11) + [
        KV([('Participante:', 'HBR-0147 (L.F.M.)'), ('Visita:', 'V4 - semana 12'), ('Data de nascimento:', '1979-08-14'), ('Sexo:', 'F'),
            ('Data da coleta:', '2025-06-10 08:05'), ('Recebimento:', '2025-06-10 09:40'), ('Próxima visita:', '2025-09-02'), ('Investigador:', 'Dr. Ricardo Tamura')], cols=2),
        H('HEMOGRAMA COM RETICULÓCITOS - unidades SI', 10), P('Amostra: sangue total K2EDTA. Analisador: Sysmex XN-3100 (canal RET). Controle interno nível 2 aprovado.', 7.5), si,
        P('Conversões: Hb g/L × 0,06206 = mmol/L. Resultados destinados ao estudo; interpretação clínica a critério do investigador.', 7, italic=True)] + sig('Biomédica Joana Prado - CRBM-1 31.455', 'Assinatura digital ICP-Brasil 2025-06-11 10:02')])

# ---------- Z06: BA two-column hemogram ----------
d = '2025-07-08'
L = [H('ERITROGRAMA', 9), grid([R('Eritrócitos', '5,12', 'milhões/µL', '4,5 - 6,1', 'rbc'), R('Hemoglobina', '15,3', 'g/dL', '13,5 - 18,0', 'hgb'),
     R('Hematócrito', '45,8', '%', '40 - 54', 'hct'), R('VCM', '89,5', 'fL', '80 - 100', 'mcv'), R('HCM', '29,9', 'pg', '27 - 32', 'mch'),
     R('CHCM', '33,4', 'g/dL', '32 - 36', 'mchc'), R('RDW', '12,6', '%', '11 - 15', 'rdw')], headers=None, widths=(26, 13, 20, 26)),
     H('PLAQUETAS', 9), grid([R('Plaquetas', '98.000', '/µL', '150 - 450 mil', 'plt', 'L'), R('VPM', '12,4', 'fL', '7,5 - 11,5', 'mpv', 'H')], headers=None, widths=(26, 15, 14, 30)),
     P('Contagem de plaquetas confirmada em lâmina. Ausência de agregados.', 7, italic=True)]
Rr = [H('LEUCOGRAMA', 9), grid([R('Leucócitos', '3.280', '/µL', '4.000 - 11.000', 'wbc', 'L')], headers=None, widths=(26, 15, 14, 30)),
      diff([('Bastões', '2', '66', '0-5', 'até 500', 'band_pct', 'band_abs'), ('Segmentados', '48', '1.574', '40-70', '1.600-7.700', 'seg_pct', 'seg_abs', 'L'),
            ('Eosinófilos', '4', '131', '1-5', '40-500', 'eos_pct', 'eos_abs'), ('Basófilos', '1', '33', '0-1', '0-100', 'baso_pct', 'baso_abs'),
            ('Linfócitos', '38', '1.246', '20-45', '1.000-4.500', 'lymph_pct', 'lymph_abs'), ('Monócitos', '7', '230', '2-10', '100-1.000', 'mono_pct', 'mono_abs')],
           headers=('Diferencial', '%', '/µL', 'Ref.%', 'Ref./µL'), widths=(20, 10, 17, 12, 26), absunit='/µL')]
add(id='z06', lab='Laboratório Bahia Clínica', city='Salvador/BA', font='sans', size=7.6, default=d,
    footer='Bahia Clínica - Av. Tancredo Neves, 1632 - Caminho das Árvores - Salvador/BA - Página {p} de {n}',
    features='two-column layout (eritrograma/plaquetas left, leucograma right); /µL units; L/H flags; pancytopenia; bands',
    pages=[head('BAHIA CLÍNICA  ·  Medicina Diagnóstica', ['CNPJ 05.432.109/0001-77 · CNES 2497654 · RT: Dra. Iara Santana Lopes CRF-BA 3.128'], 13) + [
        KV([('Cliente:', 'Edvaldo Conceição dos Santos'), ('OS:', '778120-3'), ('Nascimento:', '19/10/1972 (52a)'), ('Sexo:', 'Masculino'),
            ('Médico:', 'Dr. Luís F. Matos'), ('Data do pedido:', '07/07/2025'), ('Coletado em:', '08/jul/2025 07:55'), ('Liberado em:', '08/jul/2025 13:40')], cols=2),
        H('HEMOGRAMA COMPLETO', 10, align='C'), P('Material: sangue total EDTA · Método: automação (Cell-Dyn Ruby) com revisão de lâmina', 7, align='C'),
        TWO(L, Rr), P('Nota: leucopenia com neutropenia e plaquetopenia. Sugere-se correlação clínica e repetição em 7 dias (previsto 15/07/2025).', 7.2)] + sig('Dra. Iara Santana Lopes - CRF-BA 3.128')])

# ---------- Z07: GO, EAS with results after reference range ----------
d = '2025-08-19'
rows = [R('Volume', '40', 'mL', '', ''), ]
rows = []
ef = [R('Cor', 'Amarelo claro', '', 'Amarelo claro a amarelo escuro', 'u_color'), R('Aspecto', 'Turvo', '', 'Límpido', 'u_aspect'),
      R('Densidade', '1.010', '', '1.005 a 1.030', 'u_sg', value=1.010), R('pH', '7,5', '', '5,0 a 8,0', 'u_ph'),
      R('Proteína', '30', 'mg/dL', 'Negativo (< 10 mg/dL)', 'u_prot_mg'), R('Glicose', '< 50', 'mg/dL', 'Negativo', 'u_glu_mg'),
      R('Cetona', 'Negativo', '', 'Negativo', 'u_ket'), R('Bilirrubina', 'Negativo', '', 'Negativo', 'u_bili'), R('Urobilinogênio', '1,0', 'mg/dL', 'até 1,0 mg/dL', 'u_urob'),
      R('Nitrito', 'Negativo', '', 'Negativo', 'u_nit'), R('Sangue', 'Negativo', '', 'Negativo', 'u_hb'), R('Leucócitos (esterase)', 'Negativo', '', 'Negativo', 'u_le')]
sd = [R('Leucócitos', '2 a 4', 'por campo', '0 a 5 por campo', 'u_wbc_hpf'), R('Hemácias', '0 a 2', 'por campo', '0 a 3 por campo', 'u_rbc_hpf'),
      R('Células epiteliais escamosas', 'Frequentes', '', 'Raras', 'u_sqepi'), R('Cilindros hialinos', '2', '/campo menor aumento', 'até 2', 'u_hyal'),
      R('Cristais', 'Fosfato amorfo (+)', '', '', 'u_cryst'), R('Muco', 'Presente (+)', '', 'Ausente', 'u_mucus'), R('Bactérias', 'Raras', '', 'Raras', 'u_bact')]
add(id='z07', lab='Laboratório Cerrado Diagnóstico', city='Goiânia/GO', font='lsans', size=8.4, default=d,
    footer='Laboratório Cerrado Diagnóstico - Goiânia/GO - www.cerradodiag.exemplo - Impresso em 20/08/2025 - {p}/{n}',
    features='result column AFTER reference column; per-field ranges (2 a 4) as value null; "< 50" glucose; protein mg/dL; squamous cells; casts per LPF',
    pages=[head('Laboratório Cerrado Diagnóstico', ['Rua 9, nº 1.004, Setor Oeste, Goiânia-GO · CNES 2338521 · CNPJ 01.987.654/0001-32', 'Responsável técnica: Dra. Fernanda Rezende Alves - CRBM-3 4.412'], 13) + [
        KV([('Paciente', 'Maria Aparecida Gonçalves'), ('Código', 'GYN-2508-00931'), ('Data Nasc.', '05/05/1990'), ('Sexo', 'Feminino'),
            ('Médico', 'Dra. Sônia Queiroz CRM-GO 9.012'), ('DUM', '02/08/2025'), ('Data da Coleta', '19/08/2025 06:50'), ('Data de Emissão', '19/08/2025 15:22')], cols=2),
        H('EXAME DE URINA - ROTINA (EAS)', 10, box=True), P('Material: urina recente, jato médio (coleta domiciliar 19/08/2025 05:30, entregue às 06:50). Método: tira reativa Combur 10 + microscopia.', 7.3),
        H('Características físicas e químicas', 9), reffirst(ef), H('Sedimentoscopia (400x)', 9), reffirst(sd),
        P('Observação: amostra com muco e células escamosas frequentes - possível contaminação. Se necessário, repetir com higiene adequada.', 7.3, italic=True)] + sig('Dra. Fernanda Rezende Alves - CRBM-3 4.412')])

# ---------- Z08: SC pediatric hemogram + reticulocytes + VHS ----------
d = '2025-09-02'
add(id='z08', lab='Laboratório Vale do Itajaí', city='Blumenau/SC', font='sans', size=8.3, default=d,
    footer='Laboratório Vale do Itajaí - Blumenau/SC - Emitido em 03 de setembro de 2025 - Pág. {p}/{n}',
    features='pediatric reference by age; ↑/↓ flags; reticulocytes % and absolute; VHS; free-text dates in words',
    pages=[head('LABORATÓRIO VALE DO ITAJAÍ', ['CNES 2558920 · CNPJ 82.654.321/0001-10 · Resp. Técnico: Dr. Jonas Hoffmann CRF-SC 6.731'], 12) + [
        KV([('Paciente:', 'Enzo Gabriel Schmitt'), ('Idade:', '4 anos e 2 meses'), ('Nascimento:', '12/06/2021'), ('Sexo:', 'Masculino'),
            ('Pediatra:', 'Dra. Carla Wolff'), ('Pedido nº:', '90.332'), ('Coletado em:', '2 de setembro de 2025')], cols=2),
        H('HEMOGRAMA PEDIÁTRICO', 10), P('Sangue total EDTA (microcoleta). Referências para 2 a 6 anos.', 7.3),
        grid([R('Hemácias', '4,21', 'milhões/mm³', '3,90 a 5,30', 'rbc'), R('Hemoglobina', '9,8', 'g/dL', '11,5 a 13,5', 'hgb', '↓'),
              R('Hematócrito', '30,2', '%', '34,0 a 40,0', 'hct', '↓'), R('VCM', '71,7', 'fL', '75 a 87', 'mcv', '↓'), R('HCM', '23,3', 'pg', '24 a 30', 'mch', '↓'),
              R('CHCM', '32,5', 'g/dL', '31 a 37', 'mchc'), R('RDW', '17,2', '%', '11,5 a 14,5', 'rdw', '↑'), R('Leucócitos', '9.400', '/mm³', '5.000 a 15.500', 'wbc')]),
        diff([('Neutrófilos', '38', '3.572', '25 a 60', '1.500 a 8.500', 'neut_pct', 'neut_abs'), ('Linfócitos', '52', '4.888', '35 a 65', '2.000 a 8.000', 'lymph_pct', 'lymph_abs'),
              ('Monócitos', '6', '564', '2 a 10', '100 a 1.000', 'mono_pct', 'mono_abs'), ('Eosinófilos', '4', '376', '0 a 5', '0 a 700', 'eos_pct', 'eos_abs'),
              ('Basófilos', '0', '0', '0 a 1', '0 a 100', 'baso_pct', 'baso_abs')]),
        grid([R('Plaquetas', '462.000', '/mm³', '150.000 a 450.000', 'plt', '↑')]),
        P('Morfologia eritrocitária: microcitose (+), hipocromia (++), anisocitose (++), poiquilocitose discreta com presença de eliptócitos.', 7.5, italic=True),
        H('RETICULÓCITOS', 10), grid([R('Reticulócitos', '0,8', '%', '0,5 a 2,0', 'retic_pct'), R('Reticulócitos (absoluto)', '33.700', '/mm³', '25.000 a 85.000', 'retic_abs')]),
        H('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', 10), grid([R('VHS - 1ª hora', '18', 'mm/h', 'até 10 mm/h', 'esr', 'Alto')]),
        P('Resultado conferido. Sugere-se dosagem de ferritina. Retorno ao pediatra em 16/09/2025.', 7.2)] + sig('Dr. Jonas Hoffmann - CRF-SC 6.731')])

# ---------- Z09: PE cumulative hemogram with 3 dated columns ----------
dts = ['2025-10-06', '2025-09-22', '2025-09-08']
hd = ('Exame', '06/10/25', '22/09/25', '08/09/25', 'Unid.', 'Referência')
w = (40, 20, 20, 20, 26, 56)
add(id='z09', lab='Laboratório Recife Hematologia', city='Recife/PE', font='cond', size=8.4, default=dts[0],
    footer='LRH - Rua da Aurora, 777 - Boa Vista - Recife/PE - Relatório evolutivo impresso em 07/10/2025 - pág. {p} de {n}',
    features='evolutive (cumulative) hemogram: three collection dates in columns; chemotherapy follow-up; short dates dd/mm/yy in headers',
    pages=[head('LABORATÓRIO RECIFE HEMATOLOGIA', ['CNES 6123450 · CNPJ 10.222.333/0001-44 · RT: Dr. Severino A. Cavalcanti CRM-PE 14.880'], 12) + [
        KV([('Paciente:', 'Rosângela Maria de Albuquerque'), ('Pront.:', 'LRH-55190'), ('Nasc.:', '14/02/1958'), ('Sexo:', 'F'),
            ('Médico:', 'Dra. Patrícia Lemos - Oncologia'), ('Convênio:', 'SUS'), ('Solicitação:', '03/10/2025'), ('Emissão:', '06/10/2025 17:10')], cols=2),
        H('HEMOGRAMA - RELATÓRIO EVOLUTIVO', 10, box=True), P('Coluna 06/10/25 = coleta atual (06/10/2025 07:30). Colunas anteriores = coletas prévias no laboratório.', 7.2),
        hist([('Hemácias', 'milhões/mm³', ['3,41', '3,58', '3,96'], '3,90 a 5,00', 'rbc'), ('Hemoglobina', 'g/dL', ['10,2', '10,7', '11,9'], '12,0 a 15,5', 'hgb'),
              ('Hematócrito', '%', ['31,0', '32,4', '35,8'], '35 a 45', 'hct'), ('VCM', 'fL', ['90,9', '90,5', '90,4'], '80 a 98', 'mcv'),
              ('Leucócitos', '/mm³', ['2.100', '2.900', '5.300'], '3.600 a 11.000', 'wbc'), ('Neutrófilos', '/mm³', ['840', '1.450', '3.200'], '1.700 a 8.000', 'neut_abs'),
              ('Linfócitos', '/mm³', ['1.010', '1.160', '1.650'], '1.000 a 4.500', 'lymph_abs'), ('Plaquetas', '/mm³', ['96.000', '128.000', '231.000'], '150.000 a 450.000', 'plt')], dts, hd, w),
        P('Neutropenia moderada (contagem absoluta < 1.000/mm³) na coleta atual. Ciclo de quimioterapia registrado em 15/09/2025.', 7.3, italic=True)] + sig('Dr. Severino A. Cavalcanti - CRM-PE 14.880')])

# ---------- Z10: CE oncohematology, uppercase, blasts-free manual diff + NRBC + coag ----------
d = '2025-11-11'
add(id='z10', lab='CEHEMO - Centro de Hematologia do Ceará', city='Fortaleza/CE', font='mono', size=7.9, default=d,
    footer='CEHEMO - FORTALEZA/CE - LAUDO Nº 25-4471-0 - IMPRESSO 11.11.25 19:02 - FL. {p}/{n}',
    features='ALL CAPS monospace; leader lines; metamyelocytes/myelocytes/bands; NRBC per 100 WBC; reticulocytes; coagulation with INR and ratio; * flags',
    pages=[head('CEHEMO - CENTRO DE HEMATOLOGIA DO CEARÁ', ['CNES 2481227  CNPJ 07.654.987/0001-55  DIRETOR TÉCNICO: DR. FRANCISCO J. BEZERRA - CRM-CE 7.745'], 11) + [
        KV([('PACIENTE:', 'FRANCISCA DAS CHAGAS LIMA'), ('REGISTRO:', '004471'), ('NASC.:', '21.03.84'), ('SEXO:', 'F'), ('MÉDICO:', 'DR. HUGO PINHEIRO'), ('COLETA:', '11.11.25 08:20')], cols=2, size=7.8),
        H('HEMOGRAMA COMPLETO COM CONTAGEM MANUAL', 9.5),
        leader([R('HEMACIAS', '2,88', 'X10^6/uL', '3,90-5,00', 'rbc', '*'), R('HEMOGLOBINA', '8,6', 'G/DL', '12,0-15,5', 'hgb', '*'), R('HEMATOCRITO', '26,4', '%', '35,0-45,0', 'hct', '*'),
                R('VCM', '91,7', 'FL', '80-98', 'mcv'), R('HCM', '29,9', 'PG', '27-32', 'mch'), R('CHCM', '32,6', 'G/DL', '32-36', 'mchc'), R('RDW-CV', '18,4', '%', '11,6-14,5', 'rdw', '*'),
                R('LEUCOCITOS', '21.300', '/uL', '3.600-11.000', 'wbc', '*')], width=20, widths=(105, 77)),
        diff([('MIELOCITOS', '3', None, '0', '', 'myelo_pct', None), ('METAMIELOCITOS', '5', '1.065', '0', '0', 'meta_pct', 'meta_abs', '*'),
              ('BASTONETES', '12', '2.556', '0-5', '0-500', 'band_pct', 'band_abs', '*'), ('SEGMENTADOS', '61', '12.993', '40-70', '1.600-7.700', 'seg_pct', 'seg_abs', '*'),
              ('EOSINOFILOS', '1', '213', '1-6', '40-500', 'eos_pct', 'eos_abs'), ('LINFOCITOS', '13', '2.769', '20-45', '1.000-4.500', 'lymph_pct', 'lymph_abs'),
              ('MONOCITOS', '5', '1.065', '2-10', '100-1.000', 'mono_pct', 'mono_abs')], headers=('DIFERENCIAL (100 CEL.)', '%', '/uL', 'VR %', 'VR /uL'), widths=(52, 16, 32, 26, 40), absunit='/uL'),
        leader([R('ERITROBLASTOS', '4', '/100 LEUCOCITOS', '0', 'nrbc', '*'), R('PLAQUETAS', '62.000', '/uL', '150.000-450.000', 'plt', '*'),
                R('RETICULOCITOS', '3,9', '%', '0,5-2,0', 'retic_pct', '*')], width=20, widths=(110, 72)),
        P('MORFOLOGIA: ANISOCITOSE (++), POLICROMASIA (+), ERITROBLASTOS CIRCULANTES. REACAO LEUCEMOIDE? DESVIO ESCALONADO ATE MIELOCITOS. AUSENCIA DE BLASTOS NA LAMINA.', 7.3),
        H('COAGULOGRAMA', 9.5),
        leader([R('TP (TEMPO)', '15,8', 'SEG', '10,0-13,5', 'pt_s', '*'), R('TP (ATIVIDADE)', '62', '%', '70-100', 'pt_pct', '*'), R('TP (RNI)', '1,36', '', 'ATE 1,20', 'inr', '*'),
                R('TTPA (TEMPO)', '38,9', 'SEG', '25,0-36,0', 'aptt_s', '*'), R('TTPA (RELACAO)', '1,31', '', 'ATE 1,25', 'aptt_r', '*'), R('FIBRINOGENIO', '168', 'MG/DL', '200-400', 'fib', '*')], width=20, widths=(110, 72)),
        P('(*) RESULTADO FORA DO INTERVALO DE REFERENCIA. CONFERIDO E REPETIDO NA MESMA AMOSTRA.', 7)] + sig('DR. FRANCISCO J. BEZERRA - CRM-CE 7.745', 'DATA DE LIBERACAO: 11.11.25')])

# ---------- Z11: DF emergency, two collections in one report ----------
d1, d2 = '2025-12-14', '2025-12-15'
add(id='z11', lab='Laboratório do Pronto-Socorro Planalto', city='Brasília/DF', font='lsans', size=8.2, default=d1,
    footer='PS Planalto - SGAS 915 - Brasília/DF - Laudo consolidado emitido em 15/12/2025 14:02 - página {p}/{n}',
    features='two collection dates in one report (admission and next morning); section-level date lines; EAS by test strip with crosses; coagulation',
    pages=[head('PRONTO-SOCORRO PLANALTO - LABORATÓRIO DE URGÊNCIA', ['CNES 0010782 · CNPJ 00.394.544/0001-66 · RT: Dr. Wagner Costa Lima CRF-DF 2.905'], 12) + [
        KV([('Paciente:', 'Cláudio Roberto Nunes'), ('Atendimento:', 'PS-2025-88412'), ('DN:', '08/08/1977'), ('Sexo:', 'M'), ('Admissão:', '13/12/2025 23:48'), ('Médico:', 'Plantão clínico')], cols=2),
        H('Coleta 1 - 14/12/2025 00:35 (admissão)', 9.5, box=True),
        grid([R('Hemoglobina', '13,1', 'g/dL', '13,5 a 17,5', 'hgb', 'L'), R('Hematócrito', '39,2', '%', '41 a 53', 'hct', 'L'),
              R('Leucócitos', '18.900', '/mm³', '4.000 a 11.000', 'wbc', 'H', date=d1), R('Bastonetes', '14', '%', '0 a 5', 'band_pct', 'H'),
              R('Segmentados', '74', '%', '40 a 70', 'seg_pct', 'H'), R('Linfócitos', '8', '%', '20 a 45', 'lymph_pct', 'L'), R('Monócitos', '4', '%', '2 a 10', 'mono_pct'),
              R('Plaquetas', '143.000', '/mm³', '150.000 a 450.000', 'plt', 'L'), R('TP - RNI', '1,28', '', '0,9 a 1,2', 'inr', 'H'), R('TTPa', '34,0', 's', '25 a 36', 'aptt_s')]),
        H('Urina tipo 1 (mesma coleta)', 9),
        grid([R('pH', '5,0', '', '5,0 a 7,5', 'u_ph'), R('Densidade', '1.030', '', '1.005 a 1.030', 'u_sg', value=1.030), R('Proteínas', '++', '', 'Negativo', 'u_prot'),
              R('Glicose', 'Negativo', '', 'Negativo', 'u_glu'), R('Cetonas', '+', '', 'Negativo', 'u_ket'), R('Sangue', '+++', '', 'Negativo', 'u_hb'),
              R('Nitrito', 'Positivo', '', 'Negativo', 'u_nit'), R('Leucócitos', '> 50', 'por campo', 'até 5', 'u_wbc_hpf'), R('Hemácias', '10 a 20', 'por campo', 'até 3', 'u_rbc_hpf')]),
        H('Coleta 2 - 15/12/2025 06:10 (controle)', 9.5, box=True),
        grid([R('Hemoglobina', '12,4', 'g/dL', '13,5 a 17,5', 'hgb', 'L', date=d2), R('Leucócitos', '13.200', '/mm³', '4.000 a 11.000', 'wbc', 'H', date=d2),
              R('Bastonetes', '6', '%', '0 a 5', 'band_pct', 'H', date=d2), R('Plaquetas', '131.000', '/mm³', '150.000 a 450.000', 'plt', 'L', date=d2),
              R('D-dímero', '1.240', 'ng/mL FEU', '< 500', 'ddimer', 'H', date=d2)]),
        P('Resultados críticos comunicados ao plantonista em 14/12/2025 01:20 (enf. Patrícia).', 7.2, italic=True)] + sig('Dr. Wagner Costa Lima - CRF-DF 2.905')])

# ---------- Z12: RS urinalysis with crosses and semi-quantitative values + short hemogram ----------
d = '2025-03-27'
add(id='z12', lab='Laboratório Gaúcho de Análises', city='Porto Alegre/RS', font='serif', size=9, default=d,
    footer='Laboratório Gaúcho de Análises · Av. Ipiranga, 6681 · Porto Alegre/RS · Página {p} de {n}',
    features='serif; result column before unit in free-line style; strip values > / < ; crosses; oxalate crystals; yeasts; hemogram short with lowercase names',
    pages=[head('Laboratório Gaúcho de Análises', ['CNES 2237571 - CNPJ 92.765.432/0001-09 - Responsável: Dra. Luiza Bertoldi, CRF-RS 11.204'], 15) + [
        KV([('Nome:', 'Gustavo Henrique Fontana'), ('Requisição:', '27/03/2025 nº 118.330'), ('Nascimento:', '16/12/1995'), ('Sexo:', 'Masculino'),
            ('Médico:', 'Dr. Otávio Kessler'), ('Material colhido em:', '27/mar/2025 08:15')], cols=2),
        H('EXAME QUALITATIVO DE URINA (EQU)', 10.5), P('Urina primeira da manhã. Análise por tira reativa (leitor Urisys 1100) e microscopia de campo claro.', 7.8),
        grid([R('Cor', 'Amarelo escuro', '', 'amarelo', 'u_color'), R('Aspecto', 'Turvo', '', 'límpido', 'u_aspect'), R('Densidade', '1.028', '', '1.005 - 1.030', 'u_sg', value=1.028),
              R('pH', '5,5', '', '5,0 - 7,0', 'u_ph'), R('Proteínas', '> 300', 'mg/dL', 'negativo', 'u_prot_mg', '↑'), R('Glicose', '100', 'mg/dL', 'negativo', 'u_glu_mg', '↑'),
              R('Corpos cetônicos', 'negativo', '', 'negativo', 'u_ket'), R('Bilirrubinas', 'negativo', '', 'negativo', 'u_bili'), R('Urobilinogênio', '0,2', 'mg/dL', 'até 1,0', 'u_urob'),
              R('Hemoglobina', '++', '', 'negativo', 'u_hb'), R('Nitritos', 'negativo', '', 'negativo', 'u_nit')], headers=('Análise', 'Resultado', 'Unidade', 'Referência'), widths=(48, 34, 22, 70)),
        H('Sedimento urinário', 9.5),
        grid([R('Leucócitos', '6', '/campo', 'até 5/campo', 'u_wbc_hpf', '↑'), R('Hemácias', '15', '/campo', 'até 3/campo', 'u_rbc_hpf', '↑'),
              R('Cilindros hialinos', '3', '/campo', 'até 2/campo (peq. aum.)', 'u_hyal'), R('Cristais de oxalato de cálcio', 'Raros', '', '', 'u_cryst'),
              R('Leveduras', 'Presentes', '', 'ausentes', 'u_yeast'), R('Bactérias', 'Moderadas', '', 'ausentes', 'u_bact')], headers=None, widths=(48, 34, 22, 70)),
        H('Hemograma (resumo)', 10.5),
        grid([R('hemoglobina', '14,8', 'g/dL', '13,5 - 17,5', 'hgb'), R('hematócrito', '44,0', '%', '41 - 53', 'hct'), R('leucócitos', '7.120', '/mm³', '4.000 - 11.000', 'wbc'),
              R('plaquetas', '265', 'mil/mm³', '150 - 450', 'plt')], headers=None, widths=(48, 34, 22, 70)),
        P('Hemograma colhido na mesma ocasião. Resultados liberados em 28/03/2025 às 10:45. Entrega prevista informada no protocolo: 29/03/2025.', 7.6, italic=True)] + sig('Dra. Luiza Bertoldi - CRF-RS 11.204')])
