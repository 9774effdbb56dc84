#!/usr/bin/env python3
"""Writes the hostile notes of tests/data/hostile/ (run from anywhere; the files are committed).

Each file is a notes file built to hurt: the importer and the renderer must get through each in
bounded time and memory, and KaTeX in the page is limited separately (maxExpand, maxSize).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, text):
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def huge_table():
    rows = 1500
    cols = 10
    head = "| " + " | ".join(f"列 {c}" for c in range(cols)) + " |\n"
    rule = "|" + "---|" * cols + "\n"
    body = "".join(
        "| " + " | ".join(f"$a_{{{r},{c}}}$ **{r * c}**" for c in range(cols)) + " |\n" for r in range(rows))
    table = head + rule + body
    indented = "".join("  " + line + "\n" for line in table.splitlines())
    return "# 巨表\n\n- 这张表有多少行？\n\n" + indented


def ten_thousand_formulas():
    formulas = " ".join(f"$x_{{{i}}}^{{{i % 7}}}$" for i in range(10000))
    return "# 公式\n\n- 一万个公式\n  - " + formulas + "\n"


def katex_bombs():
    cards = [
        ("递归宏", r"$\def\a{\a}\a$ 和 $$\def\b{\b\b}\b$$"),
        ("指数展开", r"$\def\x{\y\y}\def\y{\z\z}\def\z{\w\w}\def\w{\v\v}\def\v{\u\u}\def\u{ABCDEFGH}\x\x\x\x$"),
        ("巨大的线", r"$\rule{100000em}{100000em}$ $\kern99999em$ $\hspace{1e9pt}$"),
        ("深嵌套花括号", "$" + "{" * 5000 + "x" + "}" * 5000 + "$"),
        ("深嵌套分数", "$$" + r"\frac{1}{" * 800 + "x" + "}" * 800 + "$$"),
        ("深嵌套根号", "$" + r"\sqrt{" * 1500 + "2" + "}" * 1500 + "$"),
        ("左右括号", "$" + r"\left(" * 2000 + "x" + r"\right)" * 2000 + "$"),
        ("上标塔", "$" + "x^{" * 3000 + "y" + "}" * 3000 + "$"),
        ("未闭合", "$" + r"\begin{matrix}" * 500 + "$ 和 $$" + "{" * 3000),
        ("宏定义洪水", "$" + "".join(rf"\def\m{i}{{{i}}}" for i in range(3000)) + "$"),
    ]
    out = "# KaTeX 炸弹\n\n"
    for question, answer in cards:
        out += f"- {question}\n  - {answer}\n"
    return out


def nested_blockquotes():
    deep = 1000
    quote = "".join(">" * (i + 1) + " 第 " + str(i) + " 层\n" for i in range(0, deep, 50))
    lists = "".join("  " * i + "- 列表 " + str(i) + "\n" for i in range(0, 400))
    indented = "".join("  " + line + "\n" for line in (quote + "\n" + "> " * deep + "最深处\n").splitlines())
    return "# 嵌套\n\n- 引用有多深？\n\n" + indented + "\n- 列表有多深？\n" + "".join("  " + l + "\n" for l in lists.splitlines())


def invisible_and_rtl():
    zw = "\u200b\u200c\u200d\u2060\ufeff"
    rtl = "\u202e\u202d\u202b\u200f\u2067"
    zalgo = "Z" + "\u0336\u0337\u0338\u0301\u0300\u0302" * 200
    return (
        f"# 隐{zw}形\n\n"
        f"## {rtl}עברית العربية\n\n"
        f"- 零宽{zw * 50}字符？\n  - 答{zw}案 $x{zw}+y$\n"
        f"- \u202e?txet sdrawkcab siht si tahW\n  - \u202d从右到左 שלום עולם مرحبا بالعالم\n"
        f"- {zalgo}\n  - {zalgo}\n"
        f"- {zw * 2000}\n  - 只有零宽字符的问题\n"
        f"- 控制字符 \u0001\u0002\u0007\u001b[31m 红色？\n  - \u2028行分隔符\u2029段分隔符\n"
    )


def long_question():
    unit = "这是一个非常长的问题 with words and $x^2$ formulas, "
    text = (unit * (100000 // len(unit) + 1))[:100000]
    return "# 长问题\n\n## 十万字\n\n### " + text + "？\n\n答案很短。\n"


write("huge-table.md", huge_table())
write("ten-thousand-formulas.md", ten_thousand_formulas())
write("katex-bombs.md", katex_bombs())
write("nested-blockquotes.md", nested_blockquotes())
write("invisible-and-rtl.md", invisible_and_rtl())
write("long-question.md", long_question())
