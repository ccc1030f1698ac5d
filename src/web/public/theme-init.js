// Runs before the app: applies the saved theme (key "theme") and handedness without a flash, and
// puts the page's language on <html lang> (the device's choice, key "lang", else the browser's
// first language Hyzer speaks; the app's rule in src/web/i18n/i18n.ts) for the first paint.
(function () {
  var d = document.documentElement;
  try {
    var t = localStorage.getItem('theme');
    if (t !== 'light' && t !== 'dark') {
      t = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    d.classList.toggle('dark', t === 'dark');
    d.style.colorScheme = t;
    var h = localStorage.getItem('disc-golf-handedness');
    d.dataset.handedness = h === 'lefty' ? 'lefty' : 'righty';
    var spoken = ['en', 'fi', 'sv', 'et', 'de'];
    var wanted = [localStorage.getItem('lang') || ''].concat(navigator.languages || []);
    for (var i = 0; i < wanted.length; i++) {
      var l = String(wanted[i]).toLowerCase().split('-')[0];
      if (spoken.indexOf(l) >= 0) {
        d.lang = l;
        break;
      }
    }
  } catch (e) {
    /* storage unavailable: keep the defaults */
  }
})();
