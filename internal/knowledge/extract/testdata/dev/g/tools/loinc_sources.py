#!/usr/bin/env python3
"""Where each LOINC code used in the gold files was confirmed (see README).

Prints a markdown table and fails if a code used in a gold file has no entry.
Source tags:
  F  NLM Lister Hill Center 'flowsheet-lhc' (src/stores/c2.js): code + LOINC long common name
  T  LOINC 'Top 2000' table (code + long common name) as shipped in the test
     database dumps of ngiger/elexis-jubula (jubula-tests/rsc/db/*)
  B  public TypeScript subset of Brazilian routine exams whose header says every
     code was checked against the NLM Clinical Tables LOINC search (code search hit)
  S  Swiss eHealth LOINC laboratory enum (Java source, code + display)
  C  agreement of two or more independent public files / HL7 FHIR IG pages with the
     same display name (found with the code-search tool)
  1  a single public source only (kept as an ALTERNATIVE, never as primary)
  M  not confirmed externally (memory + check digit); alternative only
"""
import glob
import json
import os
import sys

SRC = {
    # full blood count
    '789-8': 'T B', '26453-1': 'C', '718-7': 'T B', '4544-3': 'T B', '20570-8': 'T', '787-2': 'T B',
    '30428-7': 'T', '785-6': 'T B', '28539-5': 'C', '786-4': 'T B', '28540-3': 'C', '788-0': 'T B',
    '30385-9': 'C', '6690-2': 'T B', '26464-8': 'T', '770-8': 'T B C', '26511-6': 'T', '751-8': 'T B',
    '26499-4': 'T C', '769-0': 'T', '764-1': 'T', '26508-2': 'T', '763-3': 'T', '26507-4': 'T',
    '736-9': 'T B', '26478-8': 'T', '737-7': 'T', '731-0': 'T B', '26474-7': 'T', '5905-5': 'T B',
    '26485-3': 'T', '744-3': 'T', '742-7': 'T B', '26484-6': 'T', '743-5': 'T', '713-8': 'T B',
    '26450-7': 'T', '714-6': 'T', '711-2': 'T B', '26449-9': 'T', '706-2': 'T B', '30180-4': 'T',
    '707-0': 'T', '704-7': 'T B', '26444-0': 'T', '777-3': 'T B', '26515-7': 'T', '32623-1': 'T B',
    '17849-1': 'T', '4679-7': 'T B', '60474-4': 'C B', '14196-0': 'T', '4537-7': 'T B', '30341-2': 'T B',
    # coagulation
    '5902-2': 'F T B', '5964-2': 'F', '5894-1': 'C', '6301-6': 'F T B', '34714-6': 'F T', '14979-9': 'F T',
    '3173-2': 'T B', '63561-5': 'C', '3255-7': 'F T B', '48065-7': 'T B',
    # glucose
    '2345-7': 'B C', '1558-6': 'B C', '14749-6': 'T', '4548-4': 'F T B', '17856-6': 'F T B', '59261-8': 'C',
    '27353-2': 'C B', '20448-7': 'B C',
    # lipids
    '2093-3': 'F B', '2085-9': 'F B', '13457-7': 'F B', '2089-1': 'B', '13458-5': 'C B', '43396-1': 'F B',
    '2571-8': 'F B',
    # kidney, electrolytes, minerals
    '3091-6': 'B', '22664-7': 'S', '2160-0': 'F B', '14682-9': 'T', '98979-8': 'C B', '62238-1': 'C B',
    '33914-3': 'F T B', '48642-3': 'F T', '3084-1': 'B', '2951-2': 'F T B', '2823-3': 'F T B',
    '2075-0': 'F T B', '17861-6': 'B', '1995-0': 'T', '1994-3': 'T B', '19123-9': 'B', '2601-3': 'T',
    '2777-1': 'B', '14879-1': 'T', '2731-8': 'T B',
    # blood gas
    '2744-1': 'F T B', '11558-4': 'F T', '2019-8': 'F T B', '11557-6': 'F T', '2703-7': 'F T B',
    '11556-8': 'F T', '1960-4': 'F T', '1959-6': 'F T', '1925-7': 'F T', '11555-0': 'F T', '2708-6': 'T B',
    '20564-1': 'F T', '2518-9': 'F', '32693-4': 'T',
    # liver, pancreas, proteins
    '1920-8': 'T B', '1742-6': 'T B', '2324-2': 'T B', '6768-6': 'T B', '1975-2': 'B', '1968-7': 'B',
    '1971-1': 'B', '14631-6': 'T', '14629-0': 'T', '2532-0': 'T B', '14804-9': 'S', '2885-2': 'T B',
    '1751-7': 'T B', '10834-0': 'T B', '2336-6': 'T', '1759-0': 'T B', '1798-8': 'T B', '3040-3': 'T B',
    # iron and vitamins
    '2498-4': 'B', '14798-3': 'T', '2276-4': 'T B', '3034-6': 'B', '2500-7': 'B', '2502-3': 'B',
    '14801-5': 'T', '2132-9': 'B', '14685-2': 'T', '2284-8': 'B', '14732-2': 'T', '62292-8': 'B',
    '1989-3': 'B',
    # inflammation
    '1988-5': 'F T B', '30522-7': 'F T B', '33959-8': 'C',
    # thyroid and hormones
    '3016-3': 'F T B', '11580-8': 'F T', '3024-7': 'B', '3051-0': 'F B', '8099-4': 'T B', '15067-2': 'T B',
    '10501-5': 'T B', '2243-4': 'B', '2839-9': 'B', '2842-3': 'T B', '2986-8': 'B', '13967-5': 'T B',
    '2191-5': 'B', '2143-6': 'B', '21198-7': 'T', '19080-1': 'T B',
    # PSA, cardiac, tumour markers
    '2857-1': 'T B', '10886-0': 'T B', '12841-3': 'T B', '2157-6': 'T B', '13969-1': 'T B', '89579-7': 'B C',
    '10839-9': 'T B', '33762-6': 'T B', '2039-6': 'T B', '10334-1': 'T B', '24108-3': 'T B', '6875-9': 'T B',
    '1834-1': 'T B', '53962-7': 'T',
    # urinalysis
    '5778-6': 'T B', '5767-9': 'T B', '32167-9': 'B', '5811-5': 'T B', '2965-2': 'T', '5803-2': 'T B',
    '2756-5': 'T', '20454-5': 'T S', '5804-0': 'T B', '25428-4': 'T', '5792-7': 'B', '2349-9': 'T',
    '2514-8': 'T', '33903-6': 'T', '5797-6': 'B', '5770-3': 'T B', '1977-8': 'T', '5818-0': 'T B',
    '13658-0': 'S', '19161-9': 'T', '5802-4': 'T B', '5794-3': 'T B', '5799-2': 'T B', '5821-4': 'T B',
    '13945-1': 'T B', '30405-5': 'T S', '798-9': 'T', '5787-7': 'T B', '20453-7': 'T', '25145-4': 'T',
    '5769-5': 'T B', '9842-6': 'T',
    # culture and susceptibility
    '630-4': 'T B', '19090-0': 'C', '100906-7': '1', '18864-9': 'T', '18862-3': 'T', '18878-9': 'T',
    '18895-3': 'T', '18879-7': 'T', '18906-8': 'T', '20629-2': 'T', '18928-2': 'T', '18860-7': 'T',
    '18955-5': 'T', '18998-5': 'T', '18970-4': 'T', '18943-1': 'T',
    # urine albumin
    '14957-5': 'T B', '1754-1': 'M', '2161-8': 'B', '14959-1': 'T B', '9318-7': '1',
    # serology and blood bank
    '56888-1': 'C B', '5196-1': 'T B', '5195-3': 'T', '16935-9': 'T B', '5193-8': 'T', '13952-7': 'T B',
    '48159-8': 'T', '13955-0': 'T', '16128-1': 'T B', '5292-8': 'S B', '50690-7': 'C', '5388-4': 'T',
    '8039-0': '1', '22580-5': 'S B', '25542-2': 'S B', '5334-8': 'T B', '883-9': 'T', '10331-7': 'T',
    '1305-2': 'T', '890-4': 'T',
}

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def main():
    used = {}
    primaries = set()
    for f in sorted(glob.glob(os.path.join(ROOT, 'reports', 'g*.gold.json'))):
        for r in json.load(open(f, encoding='utf-8'))['results']:
            used.setdefault(r['loinc'], r['analyte'])
            primaries.add(r['loinc'])
            for a in r['loinc_alternatives']:
                used.setdefault(a, '(alternative for) ' + r['analyte'])
    missing = [c for c in used if c not in SRC]
    weak_primary = [c for c in primaries if SRC.get(c) in ('1', 'M')]
    print('| LOINC | first use in gold | confirmed by |')
    print('|---|---|---|')
    for c in sorted(used, key=lambda x: (int(x.split('-')[0]))):
        print(f'| {c} | {used[c]} | {SRC.get(c, "??")} |')
    print(f'\n{len(used)} codes ({len(primaries)} used as primary).')
    if missing or weak_primary:
        print('missing source:', missing, 'weakly supported primary:', weak_primary)
        sys.exit(1)


if __name__ == '__main__':
    main()
