import type { Page } from '@playwright/test';

/**
 * The kit marks every actions column with the class list-actions; a table drawn without the kit is caught by its
 * English title. Not by the Chinese one: 操作 also titles the "action taken" column of audit and activity logs.
 */
const ACTION_TITLES = ['Actions'];

/** Measures every visible table with an actions column; returns what is wrong (empty when all is well) and how many it measured. */
export async function actionsProblems(page: Page): Promise<{ measured: number; problems: string[] }> {
  return page.evaluate((titles) => {
    const problems: string[] = [];
    let measured = 0;
    const viewport = document.documentElement.clientWidth;
    const visible = (el: Element) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    for (const wrapper of document.querySelectorAll('.ant-table-wrapper')) {
      if (!visible(wrapper) || wrapper.closest('[aria-hidden="true"], .ant-drawer-content-wrapper-hidden')) continue;
      const heads = [...wrapper.querySelectorAll('thead')].flatMap((thead) => [...thead.querySelectorAll('tr')].slice(-1))
        .flatMap((tr) => [...tr.children]).filter((th) => !th.classList.contains('ant-table-cell-scrollbar'));
      const at = heads.findIndex((th) => th.classList.contains('list-actions') || titles.includes((th.textContent ?? '').trim()));
      const rows = [...wrapper.querySelectorAll('tbody tr.ant-table-row')].filter((tr) => !tr.closest('.ant-table-expanded-row'));
      if (at < 0 || rows.length === 0) continue;
      measured += 1;
      const name = wrapper.closest('[data-testid]')?.getAttribute('data-testid') ?? (wrapper.querySelector('[data-testid]')?.getAttribute('data-testid')) ?? 'table';
      const holder = wrapper.closest('.ant-drawer-content, .ant-modal-content')?.getBoundingClientRect();
      const right = Math.min(viewport, holder?.right ?? viewport);
      const scroller = wrapper.querySelector('.ant-table-content, .ant-table-body');
      if (scroller) scroller.scrollLeft = 0;
      const widths = heads.map((th) => `${(th.textContent ?? '').trim() || '·'} ${Math.round(th.getBoundingClientRect().width)}`).join(', ');
      const overflow = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
      for (const [i, tr] of rows.slice(0, 10).entries()) {
        const cells = [...tr.children] as HTMLElement[];
        const cell = cells[at];
        if (!cell) continue;
        const box = cell.getBoundingClientRect();
        if (box.right > right + 1) problems.push(`${name} row ${i + 1}: actions end at ${Math.round(box.right)} px, past ${Math.round(right)} (overflow ${overflow} px; ${widths})`);
        if (at !== cells.length - 1) problems.push(`${name} row ${i + 1}: the actions cell is not the rightmost`);
        const spill = [...cell.querySelectorAll('button, a')].filter((b) => b.getBoundingClientRect().right > box.right + 1);
        if (spill.length > 0) problems.push(`${name} row ${i + 1}: ${spill.length} button(s) spill out of the actions cell`);
        const under = cells.slice(0, at).filter((c) => !c.classList.contains('ant-table-cell-fix-right') && c.getBoundingClientRect().right > box.left + 1);
        if (under.length > 0) problems.push(`${name} row ${i + 1}: ${under.length} data cell(s) lie under the actions (overflow ${overflow} px; ${widths})`);
        if (problems.length > 0) break;
      }
    }
    return { measured, problems };
  }, ACTION_TITLES);
}
