import { useEffect } from 'react';

/** antd's scroll containers of a table: the whole table (scroll.x) or its body (scroll.y, sticky header). */
const SCROLL_REGIONS = '.ant-table-content, .ant-table-body';
/** The zero-height row antd measures column widths with: aria-hidden, yet it copies the select-all checkbox. */
const MEASURE_ROWS = '.ant-table-measure-row';
/** Controls whose outer element receives the `aria-required` of a required Form.Item (antd issue #46030). */
const REQUIRED_WRAPPERS = '.ant-select[aria-required], .ant-picker[aria-required], .ant-radio-group[aria-required]';

function fixTables(root: ParentNode) {
  for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROWS)) row.inert = true;
  for (const region of root.querySelectorAll<HTMLElement>(SCROLL_REGIONS)) {
    const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
    if (scrolls && !region.hasAttribute('tabindex')) region.tabIndex = 0;
  }
}

/** A radio group becomes a radiogroup (which may be required); a select or date picker hands it to its input. */
function fixRequiredMarks(root: ParentNode) {
  for (const wrapper of root.querySelectorAll<HTMLElement>(REQUIRED_WRAPPERS)) {
    if (wrapper.classList.contains('ant-radio-group')) {
      wrapper.setAttribute('role', 'radiogroup');
      continue;
    }
    const required = wrapper.getAttribute('aria-required') ?? 'true';
    wrapper.removeAttribute('aria-required');
    for (const input of wrapper.querySelectorAll('input')) input.setAttribute('aria-required', required);
  }
}

/**
 * Accessibility fixes antd 5 offers no prop for (antd 6 has some of them), applied to everything the app
 * draws, pages and dialogs alike:
 * - a table that scrolls sideways or down can be focused and scrolled with the arrow keys;
 * - the hidden measuring row's copy of the select-all checkbox leaves the tab order;
 * - a required select, date picker or radio group carries `aria-required` where assistive technology
 *   reads it (the input, or the group as a radiogroup) instead of on a plain div.
 */
export function useAntdAccessibility() {
  useEffect(() => {
    let frame = 0;
    const fix = () => {
      frame = 0;
      fixTables(document.body);
      fixRequiredMarks(document.body);
    };
    const schedule = () => { if (!frame) frame = requestAnimationFrame(fix); };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-required'] });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
