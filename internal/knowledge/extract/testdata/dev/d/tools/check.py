#!/usr/bin/env python3
"""Verify set d with set c's checker (../../c/tools/check.py); what is set d's is in tools/lib.py.

usage: /work/labdev-b/.venv/bin/python tools/check.py
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('labdev_c_check', os.path.join(HERE, '..', '..', 'c', 'tools', 'check.py'))
_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_check)

if __name__ == '__main__':
    _check.main(HERE)
