import { useId } from "react";

export type BarRow = { label: string; values: number[] };
export type Series = { name: string; color: string };

const ROW_HEIGHT = 44;
const BAR_HEIGHT = 16;
const BAR_TOP = 22;

/**
 * A horizontal bar chart drawn as SVG on the server (no JavaScript needed): one row per label,
 * its label and total on a line, the bar under it, stacked by series. Widths are percentages of
 * the chart's width and text keeps its size, so it reads the same at 390 px and 1280 px. The SVG
 * is an image with a summary for assistive technology; the figures themselves are in the table
 * that follows it (visually hidden), row by row and series by series.
 */
export function BarChart({
  title,
  summary,
  rows,
  series,
  format = String,
  rowHeader,
}: {
  title: string;
  summary: string;
  rows: BarRow[];
  series: Series[];
  format?: (n: number) => string;
  rowHeader: string;
}) {
  const id = useId();
  const max = Math.max(
    1,
    ...rows.map((r) => r.values.reduce((a, b) => a + b, 0))
  );
  const height = rows.length * ROW_HEIGHT + 4;
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name}>
              <span className="chart-swatch" style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className="chart-svg"
        width="100%"
        height={height}
        role="img"
        aria-label={summary}
      >
        {rows.map((row, i) => {
          const y = i * ROW_HEIGHT;
          const total = row.values.reduce((a, b) => a + b, 0);
          let x = 0;
          return (
            <g key={row.label}>
              <text x="0" y={y + 15} className="chart-label">
                {row.label}
              </text>
              <text
                x="100%"
                y={y + 15}
                textAnchor="end"
                className="chart-value"
              >
                {format(total)}
              </text>
              <rect
                x="0"
                y={y + BAR_TOP}
                width="100%"
                height={BAR_HEIGHT}
                className="chart-track"
              />
              {row.values.map((v, j) => {
                if (v <= 0) return null;
                const w = (v / max) * 100;
                const rect = (
                  <rect
                    key={series[j]?.name ?? j}
                    x={`${x}%`}
                    y={y + BAR_TOP}
                    width={`${w}%`}
                    height={BAR_HEIGHT}
                    fill={series[j]?.color}
                    stroke="#fff"
                    strokeWidth={1}
                  />
                );
                x += w;
                return rect;
              })}
            </g>
          );
        })}
      </svg>
      {/* A table ignores a 1px box, so the wrapper is what is hidden (else its cells stretch the page). */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.length > 1
                ? series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))
                : null}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.length > 1
                  ? row.values.map((v, j) => (
                      <td key={series[j]?.name ?? j}>{format(v)}</td>
                    ))
                  : null}
                <td>{format(row.values.reduce((a, b) => a + b, 0))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** n colours from light to dark brand blue, for ordered series (decades: older lighter). */
export function sequentialColors(n: number): string[] {
  if (n <= 1) return ["#2b5797"];
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const light = 78 - t * 52; // 78 % → 26 %
    return `hsl(214 ${45 + t * 20}% ${light}%)`;
  });
}
