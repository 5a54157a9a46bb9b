"""The course's questions and documents, installed as the package ``agent_data``.

In a checkout this folder is ``data/``; ``agent_fixtures`` reads it from there, or from the
installed package. See README.md here for what the files hold.
"""
