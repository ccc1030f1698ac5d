// Starts the app on a prerendered page (docs/decisions/0018 and 0021) once the page has been
// painted: the first paint has the network and the processor to itself, then the app's scripts
// are fetched. The build writes the entry's address into data-entry (the CSP allows no inline
// script); for a signed-in page it also writes the chunks the page needs into data-chunks and
// the API answers it reads first into data-fetches: they are asked for together with the entry,
// not one after the other.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  function preload(attribute, rel, as) {
    var urls = (script.getAttribute(attribute) || '').split(' ');
    for (var i = 0; i < urls.length; i++) {
      if (!urls[i]) continue;
      var link = document.createElement('link');
      link.rel = rel;
      if (as) {
        link.as = as;
        link.crossOrigin = 'anonymous';
      }
      link.href = urls[i];
      document.head.appendChild(link);
    }
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload('data-fetches', 'preload', 'fetch');
    preload('data-chunks', 'modulepreload');
    import(entry).catch(function () {
      // Offline or gone: the page stays as it is, and its links still work.
      console.warn('The app could not start: its script could not be loaded');
    });
  }
  // The browser reports the first contentful paint once it is on screen (a deferred script runs
  // after the style sheet is in, so that is soon). Without paint timing: the timer after the next
  // frame. A hidden tab paints nothing: after a second it starts the app anyway. A visible one
  // on a busy phone may take longer than a second to paint: it gets five before the app starts
  // without its paint.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(function () {
    if (document.visibilityState === 'hidden') start();
    else setTimeout(start, 4000);
  }, 1000);
})();
