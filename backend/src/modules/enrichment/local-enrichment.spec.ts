import { describe, expect, it } from 'vitest';
import { localSummary } from './local-summarizer.js';
import { sentences } from './sentences.js';
import { classifyTopics } from './topic-classifier.js';

const ARTICLE = `The city council approved a new budget for public transport on Tuesday.

Menu | Sign in | Subscribe

The budget adds forty electric buses to the fleet and extends night service on six bus lines. Council members said the electric buses will replace diesel buses that are more than fifteen years old. Riders had asked for night service on the bus lines for years, and the council finally agreed. The weather was mild. A spokesperson for the transport authority said the new buses should arrive next spring. Photo: a bus.`;

describe('local summary', () => {
  it('keeps at most three whole sentences from the text, in their original order', () => {
    const summary = localSummary(ARTICLE, 'Council approves electric buses and night service')!;
    const picked = sentences(summary);
    expect(picked.length).toBeLessThanOrEqual(3);
    expect(picked.length).toBeGreaterThan(0);
    for (const sentence of picked) expect(ARTICLE).toContain(sentence);
    const positions = picked.map((sentence) => ARTICLE.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('prefers sentences about what the text is about over navigation and asides', () => {
    const summary = localSummary(ARTICLE, 'Council approves electric buses and night service')!;
    expect(summary).toContain('electric buses');
    expect(summary).not.toContain('Sign in');
    expect(summary).not.toContain('The weather was mild');
  });

  it('falls back to the first sentences of a text without full sentences, and to null', () => {
    expect(localSummary('Sunset over the bay 🌅 #nofilter')).toBe(
      'Sunset over the bay 🌅 #nofilter',
    );
    expect(localSummary('')).toBeNull();
    expect(localSummary(null)).toBeNull();
  });
});

describe('local topics', () => {
  it('finds Technology in a programming article', () => {
    expect(
      classifyTopics({
        title: 'Migrating our API servers from Python to Rust',
        description: 'How the backend team rewrote the service',
        text: 'The developers rewrote the database layer and the compiler caught bugs. Our software now runs on fewer servers in the cloud, and the Kubernetes deployment got simpler.',
      }),
    ).toContain('Technology');
  });

  it('finds Food in a recipe and Sports in a match report', () => {
    expect(
      classifyTopics({
        title: 'Easy banana bread recipe',
        description: null,
        text: 'Mix the ingredients, bake in the oven for 50 minutes and let the bread cool in the kitchen before slicing.',
      })[0],
    ).toBe('Food');
    expect(
      classifyTopics({
        title: 'Late goal wins the championship',
        description: null,
        text: 'The striker scored in the final minute and the coach praised the team after the league match at the stadium.',
      })[0],
    ).toBe('Sports');
  });

  it('answers Other when nothing points to a topic, and never more than three topics', () => {
    expect(
      classifyTopics({ title: 'Untitled', description: null, text: 'Lorem ipsum dolor sit amet.' }),
    ).toEqual(['Other']);
    const mixed = classifyTopics({
      title: 'Football, recipes, elections, software and movies',
      description: null,
      text: 'football league goal recipe chef kitchen election senate vote software developer database movie actor netflix travel hotel flight',
    });
    expect(mixed.length).toBeLessThanOrEqual(3);
    expect(mixed).not.toContain('Other');
  });
});
