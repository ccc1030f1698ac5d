// Test support for the rule tests in scripts/: lints a snippet as if it were the given file and
// returns the messages of one rule. The import rules need no type information, so the snippet is
// parsed without the project service (which only knows files that exist) and only the rule asked
// for runs. A snippet that does not parse throws, so an "allowed" case can never pass by accident.
import { ESLint } from 'eslint';

const linters = new Map<string, ESLint>();

function linterFor(ruleId: string): ESLint {
  let eslint = linters.get(ruleId);
  if (!eslint) {
    eslint = new ESLint({
      cwd: new URL('..', import.meta.url).pathname,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: (rule) => rule.ruleId === ruleId,
    });
    linters.set(ruleId, eslint);
  }
  return eslint;
}

export async function ruleMessages(
  ruleId: string,
  filePath: string,
  code: string,
): Promise<string[]> {
  const [result] = await linterFor(ruleId).lintText(code, { filePath });
  const fatal = result!.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
