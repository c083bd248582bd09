"""schemathesis hooks of the contract test (clients/schemathesis_test.go).

One check replaces schemathesis' positive_data_acceptance. A schema-valid request must be
accepted, or refused for a reason the schema cannot state. The API says which, in every 422: each
issue carries a `code` (the OpenAPI description of FieldIssue lists them):
  - invalid:   the value breaks what the document states. For schema-valid data this is a bug in
               the document or the server, and the check fails as schemathesis' own would;
  - reference: an id that does not name a usable object of the clinic (unknown, another clinic's,
               inactive): only the clinic's data can tell, as the issue that set this test allows;
  - rule:      a rule JSON Schema cannot express, stated in the field's description (CPF check
               digits, an end after its start, a span, a date relative to today).
A 422 whose every issue is `reference` or `rule` is therefore a documented refusal, not a failure.

The upload is multipart: its file's bytes decide its type, and the interface specification fixes
the answer to a file the service cannot take as a 400 in Portuguese (empty, not of a supported
type or not of the type it claims, over the size limit). Those 400s are documented refusals too,
and so are the voice endpoint's for audio it cannot use (its description lists them).
"""

import schemathesis
from schemathesis.specs.openapi.checks import positive_data_acceptance

DOCUMENTED_REFUSALS = {"reference", "rule"}
FILE_REFUSALS = {
    "upload-prontuario-document": ("O arquivo está vazio.", "Tipo de arquivo não suportado: ", "O arquivo excede o limite de "),
    "schedule-by-voice": ("O áudio está vazio.", "Formato de áudio não suportado.", "O áudio excede o limite de ",
                          "Não foi possível ler o áudio"),
}


def _documented_refusal(response, case) -> bool:
    refusals = FILE_REFUSALS.get(case.operation.definition.raw.get("operationId"))
    if refusals and response.status_code == 400:
        try:
            return response.json().get("detail", "").startswith(refusals)
        except Exception:
            return False
    if response.status_code != 422:
        return False
    try:
        issues = response.json().get("errors") or []
    except Exception:  # not JSON: not one of ours
        return False
    return bool(issues) and all(i.get("code") in DOCUMENTED_REFUSALS for i in issues)


@schemathesis.check
def positive_data_accepted_or_documented(ctx, response, case):
    """positive_data_acceptance, except for 422s whose every issue is a documented refusal."""
    if _documented_refusal(response, case):
        return None
    return positive_data_acceptance(ctx, response, case)
