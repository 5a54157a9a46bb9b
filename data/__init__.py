"""The course's questions and documents, installed as the package ``forecasting_agents.data``.

In a checkout this folder is ``data/``; :mod:`forecasting_agents.core` reads it from there, or
from the installed package. See README.md here for what the files hold.
"""
