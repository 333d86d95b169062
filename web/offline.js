// Offline use: registers the service worker (sw.js, written by the build) once the page is
// ready, so that its download of the whole site never competes with the first load; and,
// when a new build has been installed beside the running one, offers to reload into it.
"use strict";
(function () {
  if (!("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  let controlled = Boolean(sw.controller);
  sw.addEventListener("controllerchange", () => {
    // A new build took over (its reload offer was taken, here or in another tab): reload, so
    // that this page never runs a mix of two builds. The game is saved after every action.
    if (controlled) location.reload();
    controlled = true; // the first visit: the worker just started serving this page
  });

  function offerReload(worker) {
    if (!sw.controller || document.getElementById("update-ready")) return; // first install: nothing to replace
    const button = document.createElement("button");
    button.id = "update-ready";
    button.type = "button";
    button.className = "primary";
    button.textContent = "A new version is ready – reload";
    button.style.cssText = "position: fixed; right: 12px; bottom: 12px; z-index: 30;";
    button.addEventListener("click", () => {
      button.disabled = true;
      worker.postMessage("activate");
    });
    document.body.appendChild(button);
  }

  function watch(worker) {
    if (!worker) return;
    if (worker.state === "installed") offerReload(worker);
    else worker.addEventListener("statechange", () => worker.state === "installed" && offerReload(worker));
  }

  async function register() {
    try {
      const registration = await sw.register("./sw.js");
      watch(registration.waiting || registration.installing);
      registration.addEventListener("updatefound", () => watch(registration.installing));
      if (sw.controller && navigator.onLine) await registration.update(); // a new build on the server?
    } catch (error) {
      // Blocked, unsupported or offline: the page works as it does without a worker.
      console.warn("offline mode unavailable:", error && error.message);
    }
  }

  function whenReady() {
    if (document.body.dataset.ready) return register();
    const observer = new MutationObserver(() => {
      if (!document.body.dataset.ready) return;
      observer.disconnect();
      register();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }
  if (document.body) whenReady();
  else document.addEventListener("DOMContentLoaded", whenReady);
})();
