// A Pyodide worker for web/painter.js's test, started as the page's Python will be (a module
// Worker loading the site's own runtime, as web/ai_worker.js does): it listens from its first
// line and keeps what arrives while Python starts, then hands each message to python_worker.py.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

const queued = [];
let receive = null;
self.onmessage = (event) => (receive ? receive(event.data) : queued.push(event.data));

const pyodide = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", import.meta.url).href });
pyodide.runPython(await (await fetch("./python_worker.py")).text());
receive = pyodide.globals.get("receive");
for (const message of queued.splice(0)) receive(message);
