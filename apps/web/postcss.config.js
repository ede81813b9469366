import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

/**
 * Mantine's stylesheet holds every component's rules, and the app uses about 60 % of its classes. Each class
 * (`m_xxxxxxxx`) is applied only by its component's code, so a selector naming a class the built app never
 * names can never match, and goes. The build's first pass (`shellGraph` in build/chunking.ts) leaves the classes
 * its code names in this global; without it (the dev server, the first pass itself) nothing is dropped.
 * Dropping here, before the files are named by their content, keeps a stylesheet's name tied to what it holds.
 */
const mantineClass = /m_[0-9a-f]{8}/g;

const unusedMantineRules = {
  postcssPlugin: 'envirotrack-unused-mantine-rules',
  Once(root) {
    const used = globalThis.envirotrackMantineClasses;
    if (!(used instanceof Set) || used.size === 0) return;
    const needed = (selector) => [...selector.matchAll(mantineClass)].every(([name]) => used.has(name));
    root.walkRules((rule) => {
      const kept = rule.selectors.filter(needed);
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    });
  },
};

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    unusedMantineRules,
  ],
};
