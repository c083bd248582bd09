#!/usr/bin/env python3
"""Build set f with set c's builder (../../c/tools/build.py); what is set f's is in tools/lib.py.

usage: /work/labdev-b/.venv/bin/python tools/build.py [f01 f02 ...]   (default: all)
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('labdev_c_build', os.path.join(HERE, '..', '..', 'c', 'tools', 'build.py'))
_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_build)

if __name__ == '__main__':
    _build.main(HERE)
