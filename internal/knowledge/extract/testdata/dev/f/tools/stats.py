#!/usr/bin/env python3
"""Counts used in README.md: set c's stats.py, run on set f."""
import os
import runpy

os.environ['LABDEV_TOOLS_FILE'] = os.path.abspath(__file__)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'c', 'tools', 'stats.py'), run_name='__main__')
