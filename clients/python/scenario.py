"""A clinic's booking flow through the Python client that openapi-generator makes from /openapi.json.

Run by clients/clients_test.go with the generated package `clinic_client` on PYTHONPATH and
CLINIC_URL / CLINIC_KEY in the environment. Every call goes through the generated, typed API:
a response the generated models cannot read (a null where the document promised a string, a
missing required field) raises, and the scenario fails. On success it prints one JSON line that
the Go test checks.
"""

import datetime
import json
import os
import sys
import zoneinfo

import clinic_client as cc


def next_monday(weeks_ahead: int = 3) -> datetime.date:
    """A Monday at least `weeks_ahead` weeks after today in São Paulo: always bookable."""
    today = datetime.datetime.now(zoneinfo.ZoneInfo("America/Sao_Paulo")).date()
    return today + datetime.timedelta(days=7 * weeks_ahead + (7 - today.weekday()) % 7)


def main() -> int:
    conf = cc.Configuration(host=os.environ["CLINIC_URL"])
    conf.api_key["apiKey"] = os.environ["CLINIC_KEY"]
    with cc.ApiClient(conf) as api:
        patients = cc.PatientsApi(api)
        created = patients.create_patient(cc.PatientCreate(name="Joana Cliente Python"))
        patient = patients.get_patient(created.id)
        assert patient.id == created.id and patient.cpf is None and patient.birth_date is None, patient

        location = cc.LocationsApi(api).create_location(
            cc.LocationCreate(name="Clínica Centro (Python)", timezone="America/Sao_Paulo"))
        appt_type = cc.AppointmentTypesApi(api).create_appointment_type(
            cc.AppointmentTypeCreate(name="Consulta", duration_minutes=30))
        providers = cc.ProvidersApi(api)
        provider = providers.create_provider(cc.ProviderProfileCreate(
            name="Dra. Ana Python", specialties=["Dermatologia"], primary_location_id=location.id))
        assert provider.doctor_id is None and provider.max_daily_appointments is None, provider

        day = next_monday()
        providers.create_provider_template(provider.id, cc.TemplateCreate(
            weekday=1, start_time="08:00", end_time="09:00", location_id=location.id))

        slots = cc.SlotsApi(api).find_slots(date_from=day, date_to=day,
                                            appointment_type_id=appt_type.id, provider_id=provider.id)
        starts = [s.start_time for s in slots.items]
        assert starts == ["08:00", "08:30"], starts
        slot = slots.items[0]

        appointments = cc.AppointmentsApi(api)
        booked = appointments.create_appointment(cc.AppointmentCreate(
            provider_profile_id=provider.id, patient_id=patient.id, appointment_type_id=appt_type.id,
            location_id=location.id, start_time=slot.starts_at, end_time=slot.ends_at))
        assert booked.status == "requested", booked.status
        appointments.confirm_appointment(booked.id, cc.AppointmentConfirm(confirmed_by="recepção"))
        detail = appointments.get_appointment(booked.id)
        history = [h.to_status for h in detail.status_history]
        print(json.dumps({"patient": patient.id, "appointment": str(detail.id), "status": detail.status,
                          "starts_at": detail.start_time.isoformat(), "history": history}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
