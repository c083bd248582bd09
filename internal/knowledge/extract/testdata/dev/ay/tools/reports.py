"""All reports of set ay, in order."""
import reports_1
import reports_2

REPORTS = [reports_1.ay01(), reports_1.ay02(), reports_1.ay03(), reports_1.ay04(), reports_1.ay05(), reports_1.ay06(),
           reports_2.ay07(), reports_2.ay08(), reports_2.ay09(), reports_2.ay10(),
           reports_2.ay11(), reports_2.ay12()]
