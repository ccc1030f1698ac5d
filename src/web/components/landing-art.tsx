/**
 * Decorative SVG art (aria-hidden, drawn for Hyzer, themed through Tailwind fill/stroke classes):
 *   <HeroIllustration/>  a basket on a fairway with a disc flying an S-curve into it
 *   <CourseBackdrop/>    soft background glow and contour lines for signed-out pages
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false" className={className}>
      <Sky />
      <Hills />
      <Trees />
      <Flight />
      <Basket />
      <TeePad />
    </svg>
  );
}

/** The sky's frame and the sun. */
function Sky() {
  return (
    <>
      <defs>
        <linearGradient id="hz-sky" x1="0" y1="0" x2="0" y2="1">
          <stop
            offset="0"
            className="[stop-color:var(--color-brand-100)] dark:[stop-color:var(--color-brand-950)]"
          />
          <stop
            offset="1"
            className="[stop-color:var(--color-white)] dark:[stop-color:var(--color-slate-900)]"
          />
        </linearGradient>
      </defs>
      <rect x="8" y="8" width="464" height="384" rx="36" fill="url(#hz-sky)" />
      <circle cx="388" cy="84" r="34" className="fill-amber-300/80 dark:fill-amber-200/30" />
    </>
  );
}

/** The hills and the fairway. */
function Hills() {
  return (
    <>
      {/* hills and fairway */}
      <path
        d="M8 270 C90 228 170 240 250 262 S400 236 472 250 V356 a36 36 0 0 1-36 36 H44 a36 36 0 0 1-36-36Z"
        className="fill-brand-200 dark:fill-brand-900"
      />
      <path
        d="M8 306 C120 276 220 296 300 310 S420 296 472 300 V356 a36 36 0 0 1-36 36 H44 a36 36 0 0 1-36-36Z"
        className="fill-brand-300 dark:fill-brand-800"
      />
    </>
  );
}

/** Four trees on the hills. */
function Trees() {
  return (
    <>
      {/* trees */}
      {[
        [56, 262, 1],
        [92, 252, 1.25],
        [420, 246, 1.15],
        [448, 258, 0.9],
      ].map(([x, y, s]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${s})`}>
          <rect
            x="-2.5"
            y="0"
            width="5"
            height="16"
            className="fill-slate-500 dark:fill-slate-600"
          />
          <path d="M0 -44 L20 4 H-20Z" className="fill-brand-700 dark:fill-brand-600" />
        </g>
      ))}
    </>
  );
}

/** A right-hand hyzer flip, turning then fading into the basket, and the disc in flight. */
function Flight() {
  return (
    <>
      {/* flight path: a right-hand hyzer flip, turning then fading into the basket */}
      <path
        d="M60 330 C150 250 120 150 220 120 S330 150 318 196"
        fill="none"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
        className="stroke-slate-500/70 dark:stroke-slate-300/60"
      />
      {/* the disc */}
      <g transform="translate(214 118) rotate(-14)">
        <ellipse cy="4" rx="30" ry="9" className="fill-amber-600 dark:fill-amber-500" />
        <ellipse rx="30" ry="9" className="fill-amber-400 dark:fill-amber-300" />
        <ellipse rx="19" ry="5" fill="none" strokeWidth="1.5" className="stroke-amber-600/60" />
      </g>
    </>
  );
}

/** The basket on its pole, chains and shadow. */
function Basket() {
  return (
    <>
      {/* the basket */}
      <g transform="translate(322 196)">
        <rect x="-3" y="-6" width="6" height="132" className="fill-slate-500 dark:fill-slate-400" />
        <rect
          x="-34"
          y="-10"
          width="68"
          height="9"
          rx="3"
          className="fill-amber-400 dark:fill-amber-300"
        />
        {[-28, -18, -8, 8, 18, 28].map((dx) => (
          <path
            key={dx}
            d={`M${dx} -1 Q${dx * 0.45} 30 ${dx * 0.2} 52`}
            fill="none"
            strokeWidth="1.6"
            className="stroke-slate-400 dark:stroke-slate-500"
          />
        ))}
        <path d="M-40 52 H40 L32 76 H-32Z" className="fill-slate-600 dark:fill-slate-500" />
        <path d="M-40 52 H40" strokeWidth="3" className="stroke-amber-400 dark:stroke-amber-300" />
        <ellipse cx="0" cy="128" rx="26" ry="6" className="fill-slate-700/25 dark:fill-black/30" />
      </g>
    </>
  );
}

/** The tee pad. */
function TeePad() {
  return (
    <>
      {/* tee pad */}
      <rect
        x="36"
        y="332"
        width="56"
        height="14"
        rx="4"
        className="fill-slate-400/70 dark:fill-slate-600"
      />
    </>
  );
}

export function CourseBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden [mask-image:linear-gradient(to_bottom,black_70%,transparent)]"
    >
      <div className="absolute -top-40 -right-32 size-[34rem] rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-900/30" />
      <div className="absolute -bottom-48 -left-40 size-[30rem] rounded-full bg-amber-200/40 blur-3xl dark:bg-amber-900/15" />
      <svg
        viewBox="0 0 800 600"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full opacity-40 dark:opacity-20"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <path
            key={i}
            d={`M-20 ${420 + i * 28} C200 ${340 + i * 30} 420 ${470 + i * 24} 820 ${380 + i * 30}`}
            fill="none"
            strokeWidth="1"
            className="stroke-brand-400 dark:stroke-brand-700"
          />
        ))}
      </svg>
    </div>
  );
}
