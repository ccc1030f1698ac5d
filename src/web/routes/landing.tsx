export default function Landing() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-4xl font-bold">Hyzer</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Your disc golf bag, organised.</p>
    </main>
  );
}
