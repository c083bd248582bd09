import importlib
REPORTS = []
for i in range(1, 13):
    try:
        m = importlib.import_module(f"rep{i:02d}")
    except ModuleNotFoundError:
        continue
    REPORTS.append(m.build())
