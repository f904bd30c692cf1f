/**
 * The kit page's whole stylesheet, inlined: no script and no stylesheet request stand before
 * its first paint (decision 111). Partnerly's violet theme and type (apps/web/src/theme), every
 * text colour at least 4.5:1 on what it sits on.
 */
export const KIT_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f5f2ff;color:#1c1530;font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#5028b8}
a:focus-visible{outline:2px solid #5028b8;outline-offset:2px}
h1,h2,h3{margin:0;line-height:1.2}
h2{font-size:1.25rem;margin-bottom:12px}
h3{font-size:1rem}
h4{margin:4px 0 6px}
ul{margin:0;padding:0;list-style:none}
p{margin:0}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:880px;margin:0 auto;padding:12px 16px}
.brand{font-weight:700;text-decoration:none;color:#1c1530}
.kit{max-width:880px;margin:0 auto;padding:0 16px 40px;display:grid;gap:20px}
.card{background:#fff;border:1px solid #d6ccf5;border-radius:16px;padding:20px}
.hero{padding:0;overflow:hidden}
.cover{height:88px;background:linear-gradient(135deg,#7048e8,#da77f2)}
.heroBody{padding:0 20px 20px;display:grid;gap:10px}
.avatar{width:96px;height:96px;border-radius:50%;border:4px solid #fff;margin-top:-48px;background:#ece6ff;display:grid;place-items:center;font-size:2.25rem;font-weight:700;color:#5028b8;object-fit:cover}
.eyebrow{font-size:.8125rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#5028b8}
.muted{color:#4d4566}
.pills{display:flex;flex-wrap:wrap;gap:6px}
.pill{background:#ece6ff;color:#3b1f8f;border-radius:999px;padding:2px 10px;font-size:.8125rem;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin-top:4px}
.button{display:inline-block;border-radius:999px;padding:10px 20px;font-weight:600;text-decoration:none;background:#6741d9;color:#fff;border:2px solid #6741d9}
.button.ghost{background:#fff;color:#5028b8}
.small{font-size:.875rem}
.tiny{font-size:.75rem}
.total{display:flex;align-items:baseline;gap:8px;flex-wrap:wrap;margin-bottom:12px}
.total strong{font-size:2.25rem;line-height:1}
.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.tile{border:1px solid #d6ccf5;border-radius:12px;padding:14px;display:grid;gap:8px;align-content:start}
.followers{font-size:1.75rem;font-weight:700;line-height:1.1}
.stats{display:flex;flex-wrap:wrap;gap:8px 16px}
.stats li{display:grid}
.stats b{font-size:1.125rem}
.chart{width:100%;height:96px;color:#6741d9;display:block}
.bars{display:grid;gap:6px}
.bars li{display:grid;grid-template-columns:minmax(96px,38%) 1fr 3.5em;align-items:center;gap:8px;font-size:.875rem}
.track{height:8px;border-radius:4px;background:#ece6ff;overflow:hidden}
.fill{display:block;height:100%;border-radius:4px;background:#6741d9}
.share{text-align:right;font-variant-numeric:tabular-nums}
.price{font-size:1.25rem;font-weight:700}
blockquote{margin:0;border-left:3px solid #d6ccf5;padding-left:12px}
.stars{color:#5028b8;font-weight:700}
footer{max-width:880px;margin:0 auto;padding:0 16px 32px;text-align:center}
@media print{body{background:#fff}.bar,.actions{display:none}.card{break-inside:avoid}}
`
  .trim()
  .replace(/\n/g, '');
