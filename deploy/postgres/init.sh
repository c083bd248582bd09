#!/usr/bin/env bash
# Runs once, on the first start of the postgres container: the same roles as scripts/services.sh.
# clinic_owner owns the schema and runs migrations; clinic_app is the service's login, owns
# nothing and cannot bypass row-level security.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_pw="$CLINIC_OWNER_PASSWORD" -v app_pw="$CLINIC_APP_PASSWORD" <<'SQL'
CREATE ROLE clinic_owner LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE PASSWORD :'owner_pw';
CREATE ROLE clinic_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD :'app_pw';
CREATE DATABASE clinic OWNER clinic_owner;
REVOKE ALL ON DATABASE clinic FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE clinic TO clinic_app;
SQL
