/** A photo set's counter, e.g. 第2张，共3张 from 第{index}张，共{total}张 (index from 0, shown from 1). */
export const photoCounter = (template: string, index: number, total: number) =>
  template.replace('{index}', String(index + 1)).replace('{total}', String(total));
