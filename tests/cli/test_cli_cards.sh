#!/usr/bin/env bash
# notedeck-cli on every kind of card: a cloze note, a reversed pair, a one-line card and a masked
# picture's occlusion cards. list,
# show, next and drill print a cloze card's front with its deletions as [...] or [hint] and a
# reversed card's front as the side it asks; answer works on each and buries the card's siblings
# until the next study day, and undo, in a process of its own, unburies them.
set -u
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/deck.sqlite"
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures

mkdir "$work/notes"
cat >"$work/notes/kinds.md" <<'MD'
# 优化器

- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度::动量}}
- Epoch ::: 把训练集完整过一遍
- GIL :: 全局解释器锁
MD
out=$("$cli" import "$work/notes" --db "$db"); check "import every kind" 0 $?
contains "five cards" "$out" "5 new"

out=$("$cli" list --db "$db"); check "list" 0 $?
contains "list: cloze 1 hidden, cloze 2 open" "$out" "Adam 的二阶矩是[...]，一阶矩是梯度"
contains "list: cloze 2 with its hint" "$out" "Adam 的二阶矩是梯度平方的指数移动平均，一阶矩是[动量]"
contains "list: the reverse asks the meaning" "$out" "优化器	把训练集完整过一遍"
contains "list: the forward card asks the term" "$out" "优化器	Epoch"
contains "list: a one-line card" "$out" "优化器	GIL"
lacks "list: no cloze markup" "$out" "{{c"
out=$("$cli" list --db "$db" --json); check "list --json" 0 $?
contains "list --json: the kind" "$out" '"kind": "cloze 2"'

c1=$("$cli" list --db "$db" | awk -F'\t' '$6 ~ /\[\.\.\.\]/ {print $1}')
out=$("$cli" show "$c1" --db "$db"); check "show a cloze card" 0 $?
contains "show: the kind" "$out" "kind	cloze 1"
contains "show: the front" "$out" "Question:
Adam 的二阶矩是[...]，一阶矩是梯度"
contains "show: the back reveals" "$out" "Answer:
Adam 的二阶矩是梯度平方的指数移动平均，一阶矩是梯度"

now=2026-11-29T08:00:00Z
line=$("$cli" next --now $now --db "$db"); check "next" 0 $?
contains "next: a cloze card's front" "$line" "Adam 的二阶矩是[...]"
id=${line%%$'\t'*}
out=$("$cli" answer "$id" good --now $now --db "$db"); check "answer a cloze card" 0 $?
sibling=$("$cli" list --now $now --db "$db" | awk -F'\t' '$6 ~ /\[动量\]/')
contains "the other cloze is buried" "$sibling" "	buried	"
line=$("$cli" next --now $now --db "$db"); check "next after a cloze" 0 $?
contains "next: the reversed pair's forward card" "$line" "Epoch"
id=${line%%$'\t'*}
"$cli" answer "$id" easy --now $now --db "$db" >/dev/null; check "answer a reversed card" 0 $?
line=$("$cli" next --now $now --db "$db"); check "next after the pair" 0 $?
contains "next: the one-line card (the reverse is buried)" "$line" "GIL"
id=${line%%$'\t'*}
"$cli" answer "$id" good --now $now --db "$db" >/dev/null; check "answer a one-line card" 0 $?

# Each command is a process of its own, as the app after a restart: undo still gives back what the
# answer changed, the reverse it buried included.
out=$("$cli" undo --now $now --db "$db"); check "undo the one-line card's answer" 0 $?
lacks "the one-line card buried nothing" "$out" "unburied"
out=$("$cli" undo --now $now --db "$db"); check "undo the forward card's answer" 0 $?
contains "undo names the reverse it unburies" "$out" "unburied card"
reverse=$("$cli" list --now $now --db "$db" | awk -F'\t' '$6 == "把训练集完整过一遍 (reverse)"')
contains "the reverse is new and not buried again" "$reverse" "	new	-	-	"
out=$("$cli" undo --json --now $now --db "$db"); check "undo the cloze card's answer" 0 $?
contains "undo --json lists the cloze it unburies" "$out" '"unburied": ['
sibling=$("$cli" list --now $now --db "$db" | awk -F'\t' '$6 ~ /\[动量\]/')
contains "the other cloze is not buried any more" "$sibling" "	new	-	-	"
line=$("$cli" next --now $now --db "$db"); check "next after the undos" 0 $?
contains "next: the cloze card again" "$line" "Adam 的二阶矩是[...]"
id=${line%%$'\t'*}
"$cli" answer "$id" good --now $now --db "$db" >/dev/null; check "answer the cloze card again" 0 $?
tomorrow=2026-11-30T08:00:00Z
sibling=$("$cli" list --now $tomorrow --db "$db" | awk -F'\t' '$6 ~ /\[动量\]/')
contains "the buried sibling is back the next day" "$sibling" "	new	-	-	"

out=$("$cli" drill --count 5 --seed 3 --db "$db"); check "drill every kind" 0 $?
contains "drill: a cloze card asks with [...]" "$out" "[...]"
contains "drill: the reverse asks the meaning" "$out" "把训练集完整过一遍"
lacks "drill: no cloze markup" "$out" "{{c"

# Names as a reader sees them: headings and questions without Markdown's marks in the import
# report, list and drill; the two cards of a pair and of a cloze note told apart; a chapter given
# to --deck by its name or as written.
names_db="$work/names.sqlite"
mkdir "$work/names"
cat >"$work/names/ml.md" <<'MD'
# **2.jieba分词用法**

## 1. The 9-Step Formula ([Template](./mlsd-template.md))

- 讲一下 `*args` 和 `**kwargs`
  - 可变参数
- batch ::: a group of samples processed together
- 优化器{{c1::Adam}}结合了{{c2::动量}}
MD
out=$("$cli" import "$work/names" --db "$names_db"); check "import notes with marks in their names" 0 $?
contains "report: code as its text" "$out" "讲一下 *args 和 **kwargs"
contains "report: the reverse by its meaning" "$out" "a group of samples processed together (reverse)"
contains "report: cloze 1 by its gap" "$out" "优化器[...]结合了动量"
contains "report: cloze 2 by its gap" "$out" "优化器Adam结合了[...]"
lacks "report: no cloze markup" "$out" "{{c"
lacks "report: no backticks" "$out" '`'
out=$("$cli" list --db "$names_db"); check "list names" 0 $?
contains "list: the deck path as read" "$out" "2.jieba分词用法 › 1. The 9-Step Formula (Template)	"
lacks "list: no emphasis marks" "$out" "**2."
lacks "list: no link target" "$out" "mlsd-template.md"
contains "list: the reverse marked" "$out" "	a group of samples processed together (reverse)"
out=$("$cli" list --json --db "$names_db"); check "list --json names" 0 $?
contains "list --json: the heading as written" "$out" '"deck": "**2.jieba分词用法** › 1. The 9-Step Formula ([Template](./mlsd-template.md))"'
contains "list --json: the name" "$out" '"name": "讲一下 *args 和 **kwargs"'
for typed in "2.jieba分词用法::1. The 9-Step Formula (Template)" "**2.jieba分词用法**"; do
  out=$("$cli" list --deck "$typed" --db "$names_db"); check "list --deck $typed" 0 $?
  contains "list --deck $typed: its cards" "$out" "讲一下 *args 和 **kwargs"
done
out=$("$cli" drill --count 5 --seed 1 --deck "2.jieba分词用法" --db "$names_db"); check "drill --deck by name" 0 $?
contains "drill: names" "$out" "讲一下 *args 和 **kwargs"
lacks "drill: no backticks" "$out" '`'

# Image occlusion: a picture with a mask file beside it; show and review print the picture as one
# line of text (which card is hidden, the labels on the answer), never the card's JSON.
mkdir -p "$work/pictures/img"
printf 'png' >"$work/pictures/img/net.png"
cat >"$work/pictures/net.md" <<'MD'
# 网络

- Transformer 的结构？
  - ![结构](img/net.png)
MD
cat >"$work/pictures/img/net.png.occlusion.json" <<'JSON'
{"occlusion": 1, "mode": "hide-one", "shapes": [
  {"id": "enc", "card": 1, "shape": "rect", "left": 0.1, "top": 0.2, "width": 0.25, "height": 0.12, "label": "Encoder"},
  {"id": "dec", "card": 2, "shape": "ellipse", "left": 0.6, "top": 0.2, "width": 0.25, "height": 0.12, "label": "Decoder"}
]}
JSON
pictures_db="$work/pictures.sqlite"
out=$("$cli" import "$work/pictures" --db "$pictures_db"); check "import a masked picture" 0 $?
contains "a card per card number, and the note's own" "$out" "3 new"
o2=$("$cli" list --db "$pictures_db" | awk -F'\t' '$6 ~ /card 2 of 2/ {print $1}')
out=$("$cli" show "$o2" --db "$pictures_db"); check "show an occlusion card" 0 $?
contains "show: its kind" "$out" "kind	occlusion 2"
contains "show: the picture, this card hidden" "$out" "Question:
Transformer 的结构？

[picture img/net.png: card 2 of 2 hidden]"
contains "show: revealed, with its label" "$out" "[picture img/net.png: card 2 of 2 shown: Decoder]"
lacks "show: no JSON" "$out" "notedeck-occlusion"
lacks "show: no other card's label" "$out" "Encoder"

[ $failures -eq 0 ] && echo "all cli card-kind checks passed" || echo "$failures cli card-kind checks failed"
exit $(( failures > 0 ))
