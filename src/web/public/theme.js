// Applies the dark theme before first paint (external file: the CSP allows no inline script).
(function () {
  try {
    var pref = localStorage.getItem("fundline.theme");
    var dark = pref ? pref === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (dark) document.documentElement.classList.add("dark");
  } catch {
    /* storage disabled: stay light */
  }
})();
