"""The twelve reports of set "ba" (paediatric and adolescent focus)."""
import importlib

IDS = [f"ba{i:02d}" for i in range(1, 13)]
REPORTS = []
for _id in IDS:
    try:
        REPORTS.append(importlib.import_module(f"reports.{_id}").REPORT)
    except ModuleNotFoundError as e:
        if e.name != f"reports.{_id}":
            raise
