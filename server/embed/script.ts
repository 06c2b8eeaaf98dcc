// The script embed, as the text /embed.js serves (decision 064). A string, not
// a file read at start: the server is bundled into build/server for
// production, and this keeps it beside the code that serves it. Plain ES2017,
// no dependency, not minified (hosts read what they paste):
//   <script src="https://ORIGIN/embed.js" data-artcal="/venues/SLUG" async></script>
// It puts the same list the iframe shows right before itself, in a shadow
// root the host's CSS cannot reach, fetched from ORIGIN/embed/… with CORS.
// Options: data-theme="auto|light|dark", data-limit="1..20". No cookies, no tracking.
export const EMBED_SCRIPT = String.raw`/* artcal embed: see /embed pages and decision 064 */
(function () {
  var mine = document.currentScript;
  var scripts = mine ? [mine] : document.querySelectorAll("script[data-artcal]");
  Array.prototype.forEach.call(scripts, function (script) {
    var wanted = script.getAttribute("data-artcal");
    if (!wanted || script.getAttribute("data-artcal-done")) return;
    script.setAttribute("data-artcal-done", "1");
    var origin = new URL(script.src, location.href).origin;
    var path = wanted.charAt(0) === "/" ? wanted : "/" + wanted;
    var url = new URL("/embed" + path, origin);
    url.searchParams.set("format", "fragment");
    ["theme", "limit"].forEach(function (name) {
      var value = script.getAttribute("data-" + name);
      if (value) url.searchParams.set(name, value);
    });
    var host = document.createElement("div");
    host.className = "artcal-embed";
    script.parentNode.insertBefore(host, script);
    var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    function fallback() {
      var a = document.createElement("a");
      a.href = new URL(path, origin).href;
      a.target = "_blank";
      a.rel = "noopener";
      a.textContent = "See the calendar";
      root.replaceChildren(a);
    }
    fetch(url, { credentials: "omit" })
      .then(function (res) {
        return res.ok ? res.text() : Promise.reject(res.status);
      })
      .then(function (html) {
        var tpl = document.createElement("template");
        tpl.innerHTML = html;
        var style = tpl.content.querySelector("style");
        // A constructed sheet needs no 'unsafe-inline' in the host's policy.
        if (style && "adoptedStyleSheets" in root && typeof CSSStyleSheet === "function") {
          try {
            var sheet = new CSSStyleSheet();
            sheet.replaceSync(style.textContent);
            root.adoptedStyleSheets = [sheet];
            style.remove();
          } catch (e) {
            /* keep the style element */
          }
        }
        root.replaceChildren(tpl.content);
      })
      .catch(fallback);
  });
})();
`;
