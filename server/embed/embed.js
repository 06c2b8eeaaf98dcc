/* artcal embed (docs/decisions/064-embeddable-calendar.md). Paste:
 * <script src="https://ORIGIN/embed.js" data-artcal="/venues/SLUG" async></script>
 * It puts the same list the iframe shows right before itself, in a shadow root
 * (the host's CSS cannot reach it), fetched from ORIGIN/embed/… with CORS.
 * Options: data-theme="auto|light|dark", data-limit="1..20". No cookies, no tracking. */
(() => {
  const mine = document.currentScript;
  const scripts = mine ? [mine] : document.querySelectorAll("script[data-artcal]");
  for (const script of scripts) {
    if (!script.dataset.artcal || script.dataset.artcalDone) continue;
    script.dataset.artcalDone = "1";
    const origin = new URL(script.src, location.href).origin;
    const path = script.dataset.artcal.startsWith("/")
      ? script.dataset.artcal
      : `/${script.dataset.artcal}`;
    const url = new URL(`/embed${path}`, origin);
    url.searchParams.set("format", "fragment");
    for (const name of ["theme", "limit"])
      if (script.dataset[name]) url.searchParams.set(name, script.dataset[name]);
    const host = document.createElement("div");
    host.className = "artcal-embed";
    script.parentNode.insertBefore(host, script);
    const root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    const page = new URL(path, origin).href;
    const fallback = () => {
      const a = document.createElement("a");
      a.href = page;
      a.target = "_blank";
      a.rel = "noopener";
      a.textContent = "See the calendar";
      root.replaceChildren(a);
    };
    fetch(url, { credentials: "omit" })
      .then((res) => (res.ok ? res.text() : Promise.reject(res.status)))
      .then((html) => {
        const tpl = document.createElement("template");
        tpl.innerHTML = html;
        const style = tpl.content.querySelector("style");
        // A constructed sheet needs no 'unsafe-inline' in the host's policy.
        if (style && root.adoptedStyleSheets && typeof CSSStyleSheet === "function") {
          try {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(style.textContent);
            root.adoptedStyleSheets = [sheet];
            style.remove();
          } catch (_) {
            /* keep the <style> element */
          }
        }
        root.replaceChildren(tpl.content);
      })
      .catch(fallback);
  }
})();
