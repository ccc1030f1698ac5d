// Runs before the app: applies the saved theme (key "theme") and handedness without a flash.
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
  } catch (e) {
    /* storage unavailable: keep the defaults */
  }
})();
