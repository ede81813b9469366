import { describe, expect, it } from 'vitest';
import { goldenRulesBody, sortRules } from './golden-rules';
import { isHttpLink, sizeInKb } from './references';

describe('reference links', () => {
  it('takes http and https addresses only', () => {
    expect(isHttpLink('https://www.epa.gov/ust')).toBe(true);
    expect(isHttpLink('http://intranet:8080/docs?id=1#top')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.org/a', 'https://', 'www.epa.gov', 'https://a b.org'])
      expect(isHttpLink(bad)).toBe(false);
  });

  it('shows sizes in KB', () => expect(sizeInKb(1536)).toBe('1.50 KB'));
});

describe('golden rules', () => {
  it('gives a rule without a priority 999 and trims it', () => {
    const body = goldenRulesBody.parse({ rules: [{ rule: ' A ', priority: null }, { rule: 'B' }] });
    expect(body.rules).toEqual([
      { rule: 'A', priority: 999 },
      { rule: 'B', priority: 999 },
    ]);
  });

  it('orders by priority, ties by entry order', () => {
    const rules = [
      { ruleNum: 1, priority: 5 },
      { ruleNum: 2, priority: 1 },
      { ruleNum: 3, priority: 5 },
    ];
    expect(sortRules(rules).map((r) => r.ruleNum)).toEqual([2, 1, 3]);
  });
});
