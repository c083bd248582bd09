"""LOINC codes whose meaning was confirmed with the search tool (public code / FHIR value sets /
lab catalogues), grouped by the source in which the code appeared next to its long name.
Codes used in the gold but absent here were chosen from memory and only pass the check digit.

usage: python3 loinc_verified.py   -> prints the verification status of every code used in the gold
"""
import glob
import json
import os

SOURCES = {
    'S1': 'LOINC table dump in a public repository (Elexis LOINC import, TSV/SQL with LOINC_NUM, long name, short name, class)',
    'S2': 'FHIR ValueSet / FSH files with code + display (hospital, national and HL7 IGs, e.g. antepartum lab VS, check-up VS, Swiss eHealth enum, MII concept maps, US Core examples, HL7 Order Catalog IG)',
    'S3': 'lab-interface mapping tables with code + long common name + unit (German hospital mapper, mass/molar sibling table "verified against NLM Clinical Tables", analyte dictionary)',
    'S4': 'Brazilian analyte catalogue generated from the official LOINC 2.83 file (code, official name, pt-BR synonyms)',
    'S5': 'NLM LHC flowsheet data (LHNCBC/flowsheet-lhc) and MIMIC-IV d_labitems LOINC mapping',
}

V = {}


def add(src, codes):
    for c in codes.split():
        V.setdefault(c, set()).add(src)


add('S1', '764-1 26507-4 769-0 17849-1 53553-4 39469-2 14630-8 1994-3 21198-7 8247-9 18955-5 2871-2 2868-8 '
          '2874-6 5388-4')
add('S2', '1518-0 1507-3 764-1 26507-4 769-0 26505-8 30451-9 26508-2 26511-6 770-8 751-8 26499-4 4679-7 '
          '63561-5 6301-6 48065-7 27353-2 98979-8 10834-0 789-8 6690-2 777-3 718-7 4544-3 736-9 11580-8 3024-7 '
          '731-0 785-6 786-4 787-2 788-0 26450-7 26464-8 26478-8 26485-3 26515-7 28539-5 30180-4 30428-7 5905-5 '
          '706-2 713-8 17861-6 20448-7 13965-9 30522-7 3084-1 33914-3 4548-4 47214-2 59261-8 1742-6 1751-7 '
          '1759-0 1798-8 1920-8 1968-7 1975-2 2532-0 2885-2 3040-3 6768-6 13458-5 9830-1 2132-9 2284-8 3016-3 '
          '3026-2 3051-0 3053-6 62292-8 8099-4 13950-1 13952-7 24110-9 29771-3 5193-8 5334-8 56888-1 11277-1 '
          '13945-1 5774-5 32356-8 20456-0 798-9 51487-7 5770-3 5787-7 5792-7 5794-3 5796-8 5797-6 5799-2 '
          '5802-4 5803-2 5821-4 9318-7 14957-5 1988-5 2161-8 10704-5 2335-8 5671-3 6709-0 2725-0 1709-5 2098-2 '
          '2039-6 2857-1 10886-0 10334-1 83082-8 83085-1 24108-3 83084-4 83083-6 83112-3 1834-1 53962-7 '
          '33762-6 11572-5 2324-2 2777-1 890-4 883-9 10331-7 5196-1 5195-3 8014-3 5292-8 5811-5 5804-0 '
          '20405-7 5767-9 5778-6 9842-6 5769-5 21198-7 50690-7 13955-0 16128-1 7942-6 8039-0 40677-7 22580-5 '
          '25542-2 40667-8 89579-7 67151-1 10839-9 13969-1 10501-5 15067-2 2243-4 2839-9 1007-4 25428-4 '
          '34714-6 41653-7 18906-8 18928-2 18998-5 18864-9 18862-3 18900-1 18895-3 18879-7 20629-2 25596-8 '
          '18943-1 18970-4 2865-4 4537-7 2708-6 2518-9 25145-4 2514-8 33959-8')
add('S3', '14979-9 3173-2 5894-1 3255-7 5902-2 22664-7 3091-6 62238-1 14647-2 14646-4 22748-8 13457-7 '
          '25371-6 2093-3 2085-9 2571-8 14927-8 2345-7 14749-6 2339-0 15074-8 14937-7 3094-0 2160-0 14682-9 '
          '14631-6 14629-0 1971-1 14933-6 2000-8 2498-4 14798-3 19123-9 2601-3 14879-1 2986-8 14913-8 2143-6 '
          '14675-3 14920-3 2947-0 6298-4 2069-3 14804-9 6598-7 4485-9 4498-2 3034-6 75241-0 5370-2 14334-7 '
          '3432-2 10535-3 3968-5 3948-7 4086-5 20578-1 60474-4 20570-8 28540-3 26474-7 26444-0 26449-9 26484-6 '
          '2502-3 28542-9 5818-0 83107-3 83088-5 2191-5 20568-2 1854-9 83116-4 2991-8 12841-3 30405-5 30391-7 '
          '20454-5 2731-8 83121-4 83096-8 83098-4 83103-2 83109-9 13967-5 83086-9 3243-3 47596-2 17856-6 '
          '1742-6 1920-8 2276-4 1989-3 2951-2 2823-3 32623-1 742-7 711-2 704-7 70204-3 43396-1 2500-7 100906-7 '
          '13980-8 13978-2 13981-6 13982-4 13983-2')
add('S4', '718-7 4544-3 26453-1 26464-8 26515-7 30428-7 28539-5 28540-3 30385-9 26499-4 26511-6 26474-7 26478-8 '
          '26484-6 26485-3 26449-9 26450-7 26444-0 30180-4 2093-3 2085-9 2089-1 2091-7 2571-8 43396-1 2345-7 '
          '4548-4 20448-7 2160-0 3091-6 3084-1 1754-1 1742-6 1920-8 2324-2 6768-6 1975-2 1968-7 1971-1 1751-7 '
          '2885-2 2951-2 2823-3 2075-0 17861-6 1995-0 19123-9 2777-1 3016-3 3024-7 3026-2 3051-0 3053-6 8099-4 '
          '62292-8 2132-9 2284-8 2498-4 2276-4 3034-6 2502-3 2500-7 1988-5 30341-2 2857-1 10886-0 2986-8 2991-8 '
          '2143-6 2243-4 15067-2 10501-5 2842-3 19080-1 30522-7')
add('S2', '630-4 737-7 1558-6 2862-1 14959-1')
add('S3', '2157-6')
add('S5', '2028-9 2075-0 30934-4 2639-3 4548-4 17856-6 3016-3 11580-8 3053-6 3051-0 2951-2 2823-3 2160-0 '
          '2744-1 2019-8 2703-7 1960-4 1925-7 26508-2 26505-8 10839-9')


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    used = {}
    for f in sorted(glob.glob(os.path.join(here, '..', 'reports', 'h*.gold.json'))):
        for r in json.load(open(f, encoding='utf-8'))['results']:
            for c in [r['loinc']] + r['loinc_alternatives']:
                used.setdefault(c, set()).add(r['analyte'])
    ver = sorted(c for c in used if c in V)
    unv = sorted(c for c in used if c not in V)
    print('codes used (primary + alternatives): %d; verified with the search tool: %d; check digit only: %d'
          % (len(used), len(ver), len(unv)))
    for c in unv:
        print('  unverified: %s  (%s)' % (c, '; '.join(sorted(used[c]))))
    return used, ver, unv


if __name__ == '__main__':
    main()
