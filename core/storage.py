"""Static files as deployed: hashed, compressed, and with the scripts' module imports
pointing at the hashed names.

The browser scripts are ES modules that import each other by relative path
(``import ... from "./state.js"``). Collectstatic gives every file a hashed name, and an
import left as written would fetch the unhashed copy: not the file the service worker
keeps for offline use and, after a deploy, maybe another version than its importer's.
Django rewrites such imports when this class attribute is on (it is off by default).
"""

from whitenoise.storage import CompressedManifestStaticFilesStorage


class ModuleManifestStaticFilesStorage(CompressedManifestStaticFilesStorage):
    support_js_module_import_aggregation = True
