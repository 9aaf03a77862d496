import type { Workload } from './workloads.js';

/**
 * Sends every body of the workload once and returns the answers' texts, refusing to load a server that answers
 * one of them wrongly: a status other than 200, GraphQL errors, or a root field without data.
 */
export async function checkedAnswers(url: string, workload: Workload): Promise<string[]> {
  const answers: string[] = [];
  for (const body of workload.bodies) {
    const response = await fetch(url, { method: 'POST', headers: { ...workload.headers }, body });
    const text = await response.text();
    const answer = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    const isWhole = answer.data && Object.values(answer.data).every((value) => value !== null);
    if (response.status !== 200 || answer.errors || !isWhole) {
      throw new Error(`${url} answered ${workload.name} wrongly (${response.status}) to ${body.slice(0, 120)}…: ${text.slice(0, 400)}`);
    }
    answers.push(text);
  }
  return answers;
}

/** Where two answers first differ (a key path and both values), or undefined when they are the same JSON, key order included. */
export function firstDifference(expected: unknown, actual: unknown, at = ''): string | undefined {
  if (JSON.stringify(expected) === JSON.stringify(actual)) return undefined;
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const [expectedKeys, actualKeys] = [Object.keys(expected), Object.keys(actual)];
    if (expectedKeys.join() !== actualKeys.join()) return `${at || '/'}: keys ${expectedKeys.join(',')} ≠ ${actualKeys.join(',')}`;
    for (const key of expectedKeys) {
      const difference = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${at}/${key}`);
      if (difference) return difference;
    }
  }
  return `${at || '/'}: ${JSON.stringify(expected)?.slice(0, 120)} ≠ ${JSON.stringify(actual)?.slice(0, 120)}`;
}
