// mindbench human study: response time from the moment the picture is shown to the click, measured here in the
// browser; the answer is sent once and retried on a network error (the server stores a retried answer once).
(function () {
  "use strict";
  if ("scrollRestoration" in history) { history.scrollRestoration = "manual"; }  // each item starts at the top
  window.scrollTo(0, 0);
  var box = document.getElementById("options");
  if (!box) { return; }
  var buttons = Array.prototype.slice.call(box.querySelectorAll("button.option"));
  var img = document.getElementById("stimulus");
  var status = document.getElementById("status");
  var shownAt = null;
  var sent = false;

  function ready() {
    if (shownAt !== null) { return; }
    shownAt = performance.now();
    buttons.forEach(function (b) { b.disabled = false; });
    document.body.classList.add("ready");
  }
  if (img.complete && img.naturalWidth > 0) { ready(); } else {
    img.addEventListener("load", ready);
    img.addEventListener("error", function () {
      status.textContent = "The picture did not load. Please reload the page.";
    });
  }

  function next() { window.location.reload(); }

  function showFeedback(feedback) {
    var text = document.getElementById("feedback-text");
    var panel = document.getElementById("feedback");
    text.textContent = feedback.correct ? "Correct!" : "Not quite: the right answer was " + feedback.answer + ".";
    panel.className = "feedback " + (feedback.correct ? "right" : "wrong");
    panel.hidden = false;
    var go = document.getElementById("continue");
    go.addEventListener("click", next);
    go.focus();
  }

  function send(payload, attempt) {
    fetch(box.dataset.answerUrl, {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      credentials: "same-origin",
      body: JSON.stringify(payload)
    }).then(function (response) {
      if (response.status === 409 || response.status === 404) { next(); return null; }
      return response.json().then(function (body) {
        if (!response.ok) { throw {fatal: true, message: body.detail || response.statusText}; }
        return body;
      });
    }).then(function (body) {
      if (!body) { return; }
      status.textContent = "";
      if (body.feedback) { showFeedback(body.feedback); } else { next(); }
    }).catch(function (error) {
      if (error && error.fatal) {
        status.textContent = "Could not save the answer: " + error.message;
        sent = false;
        buttons.forEach(function (b) { b.disabled = false; b.classList.remove("chosen"); });
        return;
      }
      status.textContent = "Saving... (connection problem, trying again)";
      window.setTimeout(function () { send(payload, attempt + 1); }, Math.min(5000, 500 * (attempt + 1)));
    });
  }

  function choose(button) {
    if (sent || shownAt === null) { return; }
    sent = true;
    var rt = performance.now() - shownAt;
    buttons.forEach(function (b) { b.disabled = true; });
    button.classList.add("chosen");
    status.textContent = "Saving...";
    send({
      phase: box.dataset.phase,
      position: parseInt(box.dataset.position, 10),
      choice: button.dataset.value,
      rt_ms: Math.round(rt * 10) / 10
    }, 0);
  }

  buttons.forEach(function (b) { b.addEventListener("click", function () { choose(b); }); });
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) { return; }
    var key = event.key.toUpperCase();
    var match = buttons.filter(function (b) { return b.dataset.value.toUpperCase() === key; });
    if (match.length === 1) { choose(match[0]); }
  });
})();
