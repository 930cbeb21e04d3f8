// Runs before first paint (external file: the CSP allows no inline script).
(function () {
  // Dark theme before anything paints.
  try {
    var pref = localStorage.getItem("fundline.theme");
    var dark = pref ? pref === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (dark) document.documentElement.classList.add("dark");
    // The server's early markup (server/lib/first-paint.ts) draws the sidebar at this width.
    if (localStorage.getItem("fundline.sidebar.collapsed") === "true") document.documentElement.setAttribute("data-sidebar", "collapsed");
  } catch {
    /* storage disabled: stay light */
  }
  // The signed-in app asks "is this instance set up?" and "who am I?" before it can draw a page.
  // Asking now, while its code downloads, saves two round trips on a slow phone; the app's API
  // client takes these answers once (lib/api-client.ts), and asks again itself if they failed.
  if (location.pathname.indexOf("/raise") === 0) return;
  var ask = function (path) {
    return fetch(path, { headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(function () {
      return null;
    });
  };
  var early = { "/api/v1/setup": ask("/api/v1/setup"), "/api/v1/me": ask("/api/v1/me") };
  // A landing page whose first data requests are fixed asks for them now too (the page's own
  // request must use exactly this path to take the answer), but only when the server found a
  // valid session (it marks <html> with data-session, server/lib/serve-web.ts): a signed-out
  // visit asks for nothing that would answer 401, only the session above.
  var signedIn = document.documentElement.hasAttribute("data-session");
  var firstData =
    (signedIn &&
      {
        "/dashboard": ["/api/v1/dashboard"],
        "/companies": ["/api/v1/me/preferences", "/api/v1/pocs", "/api/v1/funds"],
        "/development": ["/api/v1/members"],
        "/settings": ["/api/v1/pocs", "/api/v1/subsectors", "/api/v1/funds", "/api/v1/intake-forms", "/api/v1/members"],
        "/people": ["/api/v1/views?page=network", "/api/v1/fields", "/api/v1/pocs"],
        "/lps": ["/api/v1/funds", "/api/v1/lps/totals", "/api/v1/views?page=lps", "/api/v1/fields"],
        "/lpcrm": ["/api/v1/lp-boards", "/api/v1/pocs"],
        "/portfoliocompanies": ["/api/v1/funds", "/api/v1/views?page=portfolio", "/api/v1/fields"],
        "/portfoliostats": ["/api/v1/portfolio/stats"],
        "/performance": ["/api/v1/performance"],
      }[location.pathname]) ||
    [];
  // A list's request follows the filters in the address: only the unfiltered one is known now.
  var list = {
    "/companies": "/api/v1/companies/facets?stage=active",
    "/development": "/api/v1/tickets?status=active&priority=all&limit=50",
    "/people": "/api/v1/people?limit=100",
    "/networkcrm": "/api/v1/people?value=High&limit=500",
    "/portfoliocompanies": "/api/v1/portfolio/companies?limit=50",
    // The current quarter's tab (lastQuarters in shared/portfolio.ts: UTC), as URLSearchParams writes it.
    "/portfoliomanagement":
      "/api/v1/portfolio/tracker?quarter=Q" +
      (Math.floor(new Date().getUTCMonth() / 3) + 1) +
      "+" +
      new Date().getUTCFullYear() +
      "&limit=50",
  }[location.pathname];
  if (signedIn && list && !location.search) firstData.push(list);
  for (var d = 0; d < firstData.length; d++) early[firstData[d]] = ask(firstData[d]);
  window.__fundlineEarly = early;
  // /lps lists the first fund's LPs: asked for as soon as the funds are known, not after the code.
  if (signedIn && location.pathname === "/lps" && !location.search) askForFirstFund(early["/api/v1/funds"]);
  // Fetch the code of what will be drawn now (listed at build time by
  // scripts/vite-preload-signed-in.ts), instead of after the entry's code has run: signed in,
  // the app shell's and this page's; signed out, the sign-in page's.
  early["/api/v1/me"].then(function (res) {
    var meta = document.querySelector('meta[name="fundline-preload"]');
    if (!res || !meta) return;
    var chunks = JSON.parse(meta.content);
    var files = res.ok ? chunks.shell.concat(chunks.pages[location.pathname] || []) : res.status === 401 ? chunks.signIn : [];
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = files[i];
      document.head.appendChild(link);
    }
    if (res.ok && location.pathname === "/settings") askForRole(res.clone());
  });
  function askForFirstFund(funds) {
    funds.then(function (res) {
      if (!res || !res.ok) return;
      res
        .clone()
        .json()
        .then(function (body) {
          var first = body.items && body.items[0];
          var path = first && "/api/v1/lps?fundId=" + encodeURIComponent(first.id) + "&limit=200";
          if (path) early[path] = ask(path);
        })
        .catch(function () {});
    });
  }
  // Settings' lower cards (the team's invitations, the audit log, backups) depend on the role,
  // which the session's answer tells: asked for now, they are not a second wave after the code.
  function askForRole(me) {
    me.json()
      .then(function (body) {
        var more = body.role === "owner" || body.role === "admin" ? ["/api/v1/invitations", "/api/v1/activity?limit=20"] : [];
        if (body.role === "owner") more.push("/api/v1/backups");
        for (var j = 0; j < more.length; j++) early[more[j]] = ask(more[j]);
      })
      .catch(function () {});
  }
})();
