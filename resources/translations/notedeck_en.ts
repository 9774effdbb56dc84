<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DeckTreeModel</name>
    <message numerus="yes">
        <source>%n new card(s), never studied</source>
        <translation><numerusform>%n new card, never studied</numerusform><numerusform>%n new cards, never studied</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in learning, due today</source>
        <translation><numerusform>%n card in learning, due today</numerusform><numerusform>%n cards in learning, due today</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) due today</source>
        <translation><numerusform>%n review due today</numerusform><numerusform>%n reviews due today</numerusform></translation>
    </message>
</context>
<context>
    <name>ImportReportPanel</name>
    <message numerus="yes">
        <source>Notes imported: nothing changed (%n card(s)).</source>
        <translation><numerusform>Notes imported: nothing changed (%n card).</numerusform><numerusform>Notes imported: nothing changed (%n cards).</numerusform></translation>
    </message>
</context>
<context>
    <name>ReadView</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation><numerusform>%1 — %n card</numerusform><numerusform>%1 — %n cards</numerusform></translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message numerus="yes">
        <source>%n card(s) found.</source>
        <translation><numerusform>%n card found.</numerusform><numerusform>%n cards found.</numerusform></translation>
    </message>
</context>
</TS>
