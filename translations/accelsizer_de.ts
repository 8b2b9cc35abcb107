<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PresetItems</name>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>Saved from the scenario &quot;%1&quot;.</source>
        <translation>Gespeichert aus dem Szenario „%1“.</translation>
    </message>
    <message>
        <source>there is no RAID group %1</source>
        <translation>es gibt keine RAID-Gruppe %1</translation>
    </message>
    <message>
        <source>Save as Preset</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Name of the new %1 preset:</source>
        <translation>Name der neuen Vorlage (%1):</translation>
    </message>
    <message>
        <source>A preset name needs at least one letter or digit.</source>
        <translation>Der Name einer Vorlage braucht mindestens einen Buchstaben oder eine Ziffer.</translation>
    </message>
    <message>
        <source>A preset file %1 exists already. Replace it?</source>
        <translation>Die Vorlagendatei %1 existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; is saved in %2 and is offered from now on. Delete the file to remove it.</source>
        <translation>Die Vorlage „%1“ ist in %2 gespeichert und wird ab jetzt angeboten. Löschen Sie die Datei, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; has the same name; yours will take its place in the list. Save?</source>
        <translation>Die Vorlage „%1“ hat denselben Namen; Ihre tritt an ihre Stelle in der Liste. Speichern?</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>AccelSizer scenarios (*.accelsizer.json *.json);;All files (*)</source>
        <translation>AccelSizer-Szenarien (*.accelsizer.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>VM group</source>
        <translation>VM-Gruppe</translation>
    </message>
    <message>
        <source>VM group %1</source>
        <translation>VM-Gruppe %1</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (Kopie)</translation>
    </message>
    <message>
        <source>Write profile</source>
        <translation>Schreibprofil</translation>
    </message>
    <message>
        <source>Each VM&apos;s write rate over time; edit it below the table.</source>
        <translation>Schreibrate jeder VM über die Zeit; unter der Tabelle bearbeiten.</translation>
    </message>
    <message>
        <source>RAID group</source>
        <translation>RAID-Gruppe</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; expected (%2 per stream) of %3 asked; convoy risk &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; erwartet (%2 pro Stream) von %3 angefordert; Konvoirisiko &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>mirror copy</source>
        <translation>Spiegelkopie</translation>
    </message>
    <message>
        <source>parity P</source>
        <translation>Parität P</translation>
    </message>
    <message>
        <source>parity Q</source>
        <translation>Parität Q</translation>
    </message>
    <message>
        <source>%1 x %2, %3 segments: one %4 %5 touches %6, %7, %8</source>
        <translation>%1 × %2, Segmente zu %3: ein %5 von %4 berührt %6, %7, %8</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreibzugriff</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesezugriff</translation>
    </message>
    <message>
        <source>data unit</source>
        <translation>Dateneinheit</translation>
    </message>
    <message>
        <source>data units</source>
        <translation>Dateneinheiten</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>Platte</translation>
    </message>
    <message>
        <source>disks</source>
        <translation>Platten</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Read profile</source>
        <translation>Leseprofil</translation>
    </message>
    <message>
        <source>Each VM&apos;s read rate over time; edit it below the table.</source>
        <translation>Die Leserate jeder VM über die Zeit; bearbeiten Sie sie unter der Tabelle.</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui</name>
    <message>
        <source>%1 (%2 disks)%3</source>
        <translation>%1 (%2 Platten)%3</translation>
    </message>
    <message>
        <source>, configured</source>
        <translation>, konfiguriert</translation>
    </message>
    <message>
        <source>%1 on %2 disks, %3 reads: %4 IOPS of random %5</source>
        <translation>%1 auf %2 Platten, %3 Lesezugriffe: %4 IOPS zufällig mit %5</translation>
    </message>
    <message>
        <source>the background load&apos;s mix</source>
        <translation>Mischung der Hintergrundlast</translation>
    </message>
    <message>
        <source>This group: %1 IOPS at %2 reads of %3 (%4 IOPS asked)</source>
        <translation>Diese Gruppe: %1 IOPS bei %2 Lesezugriffen mit %3 (%4 IOPS angefordert)</translation>
    </message>
    <message>
        <source>background load %1 IOPS</source>
        <translation>Hintergrundlast %1 IOPS</translation>
    </message>
    <message>
        <source>Reads (%) of random %1 I/Os</source>
        <translation>Leseanteil (%) zufälliger I/Os mit %1</translation>
    </message>
    <message>
        <source>Group IOPS at 100 % busy</source>
        <translation>IOPS der Gruppe bei 100 % Auslastung</translation>
    </message>
    <message>
        <source>disk utilisation</source>
        <translation>Plattenauslastung</translation>
    </message>
    <message>
        <source>above the %1 limit</source>
        <translation>über der Grenze von %1</translation>
    </message>
    <message>
        <source>Disk %1: %2 busy with %3 IOPS of background random load</source>
        <translation>Platte %1: %2 ausgelastet mit %3 IOPS zufälliger Hintergrundlast</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <source>No background random load configured (Backing array &gt; Background random load).</source>
        <translation>Keine zufällige Hintergrundlast konfiguriert (Backend-Array &gt; Zufällige Hintergrundlast).</translation>
    </message>
    <message>
        <source>Disk (hotspot index %1)</source>
        <translation>Platte (Hotspot-Index %1)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>writes asked (W)</source>
        <translation>angeforderte Schreibrate (W)</translation>
    </message>
    <message>
        <source>writes accepted</source>
        <translation>angenommene Schreibrate</translation>
    </message>
    <message>
        <source>destaged</source>
        <translation>ans Array geschrieben</translation>
    </message>
    <message>
        <source>At %1 the VM asks %2</source>
        <translation>Bei %1 fordert die VM %2 an</translation>
    </message>
    <message>
        <source>At %1 %2 leaves the buffer</source>
        <translation>Bei %1 verlassen %2 den Puffer</translation>
    </message>
    <message>
        <source>destage rate %1</source>
        <translation>Destage-Rate %1</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>Per VM (MB/s)</source>
        <translation>Pro VM (MB/s)</translation>
    </message>
    <message>
        <source>backlog</source>
        <translation>Rückstau</translation>
    </message>
    <message>
        <source>At %1 the buffer holds %2</source>
        <translation>Bei %1 enthält der Puffer %2</translation>
    </message>
    <message>
        <source>buffer %1</source>
        <translation>Puffer %1</translation>
    </message>
    <message>
        <source>fills at %1</source>
        <translation>voll bei %1</translation>
    </message>
    <message>
        <source>drained %1 after the peak</source>
        <translation>geleert %1 nach der Spitze</translation>
    </message>
    <message>
        <source>Time (%1); throttled periods shaded</source>
        <translation>Zeit (%1); gedrosselte Zeiträume schattiert</translation>
    </message>
    <message>
        <source>Backlog per VM (%1)</source>
        <translation>Rückstau pro VM (%1)</translation>
    </message>
    <message>
        <source> (needs more hosts)</source>
        <translation> (braucht mehr Hosts)</translation>
    </message>
    <message>
        <source>Commit leg (%1)</source>
        <translation>Commit-Abschnitt (%1)</translation>
    </message>
    <message>
        <source>Legs at each group&apos;s load (left: local write; right: the replica leg)</source>
        <translation>Abschnitte bei der Last jeder Gruppe (links: lokaler Schreibvorgang; rechts: der Replikat-Abschnitt)</translation>
    </message>
    <message>
        <source>Legs of one write on an idle system (left: local write; right: the replica leg)</source>
        <translation>Abschnitte eines Schreibvorgangs auf einem unbelasteten System (links: lokaler Schreibvorgang; rechts: der Replikat-Abschnitt)</translation>
    </message>
    <message>
        <source>local device</source>
        <translation>lokales Gerät</translation>
    </message>
    <message>
        <source>%1: local device write %2</source>
        <translation>%1: Schreiben auf das lokale Gerät %2</translation>
    </message>
    <message>
        <source>%1: %2 %3
Commit %4, set by the %5</source>
        <translation>%1: %2 %3
Commit %4, bestimmt durch: %5</translation>
    </message>
    <message>
        <source>replica leg</source>
        <translation>Replikat-Abschnitt</translation>
    </message>
    <message>
        <source>Write size (KiB)</source>
        <translation>Schreibgröße (KiB)</translation>
    </message>
    <message>
        <source>Commit latency (µs)</source>
        <translation>Commit-Latenz (µs)</translation>
    </message>
    <message>
        <source> idle</source>
        <translation> unbelastet</translation>
    </message>
    <message>
        <source>%1, %2 write on an idle system: %3</source>
        <translation>%1, Schreibvorgang mit %2 auf einem unbelasteten System: %3</translation>
    </message>
    <message>
        <source>under load (dashed)</source>
        <translation>unter Last (gestrichelt)</translation>
    </message>
    <message>
        <source>this group now</source>
        <translation>diese Gruppe jetzt</translation>
    </message>
    <message>
        <source>This group: %1 writes of %2, %3 under load (%4 idle)</source>
        <translation>Diese Gruppe: %1, Schreibvorgänge mit %2, %3 unter Last (%4 unbelastet)</translation>
    </message>
    <message>
        <source> under load</source>
        <translation> unter Last</translation>
    </message>
    <message>
        <source>%1, %2 writes at this group&apos;s MB/s: %3 (%4 writes/s per VM%5)</source>
        <translation>%1, Schreibvorgänge mit %2 bei der MB/s-Rate dieser Gruppe: %3 (%4 Schreibvorgänge/s pro VM%5)</translation>
    </message>
    <message>
        <source>, capacity-bound</source>
        <translation>, kapazitätsbegrenzt</translation>
    </message>
    <message>
        <source>demand swept</source>
        <translation>Nachfrage variiert</translation>
    </message>
    <message>
        <source>open model</source>
        <translation>offenes Modell</translation>
    </message>
    <message>
        <source>Demanded %1 writes/s per VM: gets %2 at %3%4</source>
        <translation>Angefordert %1 Schreibvorgänge/s pro VM: erhält %2 bei %3%4</translation>
    </message>
    <message>
        <source> (capacity-bound)</source>
        <translation> (kapazitätsbegrenzt)</translation>
    </message>
    <message>
        <source>operating point</source>
        <translation>Arbeitspunkt</translation>
    </message>
    <message>
        <source>Operating point: %1 writes/s per VM at %2</source>
        <translation>Arbeitspunkt: %1 Schreibvorgänge/s pro VM bei %2</translation>
    </message>
    <message>
        <source>at most %1 writes/s per VM </source>
        <translation>höchstens %1 Schreibvorgänge/s pro VM </translation>
    </message>
    <message>
        <source>Writes per second per VM (%1)</source>
        <translation>Schreibvorgänge pro Sekunde und VM (%1)</translation>
    </message>
    <message>
        <source>Commit latency (%1)</source>
        <translation>Commit-Latenz (%1)</translation>
    </message>
    <message>
        <source>busy (%)</source>
        <translation>ausgelastet (%)</translation>
    </message>
    <message>
        <source>Simulated time (s)</source>
        <translation>Simulierte Zeit (s)</translation>
    </message>
    <message>
        <source>Simulated time (s): %1</source>
        <translation>Simulierte Zeit (s): %1</translation>
    </message>
    <message>
        <source>Stripe member (mirror pair)</source>
        <translation>Stripe-Mitglied (Spiegelpaar)</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Platte</translation>
    </message>
    <message>
        <source>%1 %2, %3 to %4: %5 busy</source>
        <translation>%1 %2, %3 bis %4: %5 ausgelastet</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>streams together</source>
        <translation>Streams gemeinsam</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 bis %2: %3</translation>
    </message>
    <message>
        <source>demand %1</source>
        <translation>Nachfrage %1</translation>
    </message>
    <message>
        <source>full-convoy floor %1</source>
        <translation>Untergrenze bei vollem Konvoi %1</translation>
    </message>
    <message>
        <source>Simulated time (s); warm-up shaded</source>
        <translation>Simulierte Zeit (s); Einschwingphase schattiert</translation>
    </message>
    <message>
        <source>Stream throughput (MB/s)</source>
        <translation>Stream-Durchsatz (MB/s)</translation>
    </message>
    <message>
        <source>At %1 it writes %2 into the buffer (what it can reach, or the destage rate while full; the rest waits)</source>
        <translation>Bei %1 schreibt sie %2 in den Puffer (was sie erreicht, oder die Destage-Rate, solange er voll ist; der Rest wartet)</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>unbounded:
datastore
saturated</source>
        <translation>unbegrenzt:
Datastore
überlastet</translation>
    </message>
    <message>
        <source>No latency under load: this group writes through to RAID group 1,
which its background load saturates (its queue grows without bound).</source>
        <translation>Keine Latenz unter Last: Diese Gruppe schreibt im Write-Through-Modus auf RAID-Gruppe 1,
die ihre Hintergrundlast überlastet (ihre Warteschlange wächst unbegrenzt).</translation>
    </message>
    <message>
        <source>breaks at this VM count factor</source>
        <translation>bricht bei diesem Faktor der VM-Zahl</translation>
    </message>
    <message>
        <source>breaks at this write-rate factor</source>
        <translation>bricht bei diesem Faktor der Schreibrate</translation>
    </message>
    <message>
        <source>holds over the whole range</source>
        <translation>hält über den ganzen Bereich</translation>
    </message>
    <message>
        <source>broken throughout</source>
        <translation>durchweg verletzt</translation>
    </message>
    <message>
        <source>Factor on today&apos;s VMs per host (×)</source>
        <translation>Faktor auf die heutigen VMs pro Host (×)</translation>
    </message>
    <message>
        <source>Factor on today&apos;s write rates (×)</source>
        <translation>Faktor auf die heutigen Schreibraten (×)</translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>growth required %1</source>
        <translation>geforderte Zunahme %1</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>Simulated: %1 writes/s per VM at %2 (95% interval +-%3)</source>
        <translation>Simuliert: %1 Schreibvorgänge/s je VM bei %2 (95-%-Intervall ±%3)</translation>
    </message>
    <message>
        <source>hit ratio (LRU)</source>
        <translation>Trefferquote (LRU)</translation>
    </message>
    <message>
        <source>A %1 cache per VM: %2 of the reads hit</source>
        <translation>Ein Cache von %1 pro VM: %2 der Lesezugriffe sind Treffer</translation>
    </message>
    <message>
        <source>This group: %1 per VM, %2 of the reads hit</source>
        <translation>Diese Gruppe: %1 pro VM, %2 der Lesezugriffe sind Treffer</translation>
    </message>
    <message>
        <source>Read cache per VM (GiB)</source>
        <translation>Lesecache pro VM (GiB)</translation>
    </message>
    <message>
        <source>Reads that hit (%)</source>
        <translation>Treffer der Lesezugriffe (%)</translation>
    </message>
    <message>
        <source>storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>cache devices</source>
        <translation>Cache-Geräte</translation>
    </message>
    <message>
        <source>capacity disks</source>
        <translation>Kapazitätsplatten</translation>
    </message>
    <message>
        <source>background load</source>
        <translation>Hintergrundlast</translation>
    </message>
    <message>
        <source>the VMs&apos; writes</source>
        <translation>Schreibvorgänge der VMs</translation>
    </message>
    <message>
        <source>%1: %2 busy, %3 of it the background load</source>
        <translation>%1: %2 ausgelastet, davon %3 durch die Hintergrundlast</translation>
    </message>
    <message>
        <source>Resource of each host (%1 copies, FTT %2, %3 hosts)</source>
        <translation>Ressource je Host (%1 Kopien, FTT %2, %3 Hosts)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>%1: writes of %2, %3 under load</source>
        <translation>%1: Schreibvorgänge mit %2, %3 unter Last</translation>
    </message>
    <message>
        <source>Backlog (GB)</source>
        <translation>Rückstau (GB)</translation>
    </message>
    <message>
        <source>Backlog (MB)</source>
        <translation>Rückstau (MB)</translation>
    </message>
    <message>
        <source>%1: after %2 the buffer holds %3</source>
        <translation>%1: nach %2 enthält der Puffer %3</translation>
    </message>
    <message>
        <source>%1: host %2, busiest direction %3</source>
        <translation>%1: Host %2, stärker ausgelastete Richtung %3</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Peer link utilisation (%)</source>
        <translation>Auslastung der Peer-Links (%)</translation>
    </message>
    <message>
        <source>no result (invalid point)</source>
        <translation>kein Ergebnis (ungültiger Punkt)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>limit crossed</source>
        <translation>Grenze überschritten</translation>
    </message>
    <message>
        <source>required: %1</source>
        <translation>gefordert: %1</translation>
    </message>
    <message>
        <source>requirement just met (%1)</source>
        <translation>Anforderung gerade erfüllt (%1)</translation>
    </message>
    <message>
        <source>input lowered by %1 %</source>
        <translation>Eingabe um %1 % gesenkt</translation>
    </message>
    <message>
        <source>input raised by %1 %</source>
        <translation>Eingabe um %1 % erhöht</translation>
    </message>
    <message>
        <source>never at that end</source>
        <translation>an diesem Ende nie</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <source>never →</source>
        <translation>nie →</translation>
    </message>
    <message>
        <source>S&amp;weep…</source>
        <translation>Parameter&amp;variation…</translation>
    </message>
    <message>
        <source>One or two inputs over a range against the results.</source>
        <translation>Eine oder zwei Eingaben über einen Bereich, gegen die Ergebnisse.</translation>
    </message>
    <message>
        <source>&amp;Sensitivity…</source>
        <translation>&amp;Sensitivität…</translation>
    </message>
    <message>
        <source>Which input matters most for a result: a tornado chart.</source>
        <translation>Welche Eingabe ein Ergebnis am stärksten bestimmt: ein Tornado-Diagramm.</translation>
    </message>
    <message>
        <source>VM group %1</source>
        <translation>VM-Gruppe %1</translation>
    </message>
    <message>
        <source>RAID group %1: %2</source>
        <translation>RAID-Gruppe %1: %2</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Gefordert: %1</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>hit ratio (measured curve)</source>
        <translation>Trefferquote (gemessene Kurve)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>Measured: a %1 cache per VM, %2 of the reads hit</source>
        <translation>Gemessen: ein Cache von %1 pro VM, %2 der Lesezugriffe sind Treffer</translation>
    </message>
    <message>
        <source>%1 of the reads hit</source>
        <translation>%1 der Lesezugriffe sind Treffer</translation>
    </message>
    <message>
        <source>%1 of the reads hit from a %2 cache per VM</source>
        <translation>%1 der Lesezugriffe sind Treffer ab einem Cache von %2 pro VM</translation>
    </message>
</context>
<context>
    <name>accel::ui::AboutDialog</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
    <message>
        <source>this application</source>
        <translation>diese Anwendung</translation>
    </message>
    <message>
        <source>windows, files, the PDF report</source>
        <translation>Fenster, Dateien, der PDF-Bericht</translation>
    </message>
    <message>
        <source>charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>the models&apos; linear algebra</source>
        <translation>lineare Algebra der Modelle</translation>
    </message>
    <message>
        <source>system font</source>
        <translation>Systemschrift</translation>
    </message>
    <message>
        <source>the PDF report&apos;s text</source>
        <translation>Text des PDF-Berichts</translation>
    </message>
    <message>
        <source>About AccelSizer</source>
        <translation>Über AccelSizer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AccelSizer %1&lt;/h3&gt;&lt;p&gt;Sizing calculator for server-side write-back storage acceleration: replica network, write latency, destager and backing-array behaviour, with the working shown.&lt;/p&gt;&lt;p&gt;Units: MB = 10&lt;sup&gt;6&lt;/sup&gt; bytes, KiB = 1024 bytes, Gb/s = 10&lt;sup&gt;9&lt;/sup&gt; bit/s.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; 2026 AccelSizer developers. AccelSizer is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelSizer %1&lt;/h3&gt;&lt;p&gt;Dimensionierungsrechner für serverseitige Write-Back-Speicherbeschleunigung: Replikationsnetzwerk, Schreiblatenz, Destager und Verhalten des Backend-Arrays, mit nachvollziehbarem Rechenweg.&lt;/p&gt;&lt;p&gt;Einheiten: MB = 10&lt;sup&gt;6&lt;/sup&gt; Byte, KiB = 1024 Byte, Gb/s = 10&lt;sup&gt;9&lt;/sup&gt; Bit/s.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; 2026 AccelSizer-Entwickler. AccelSizer ist freie Software: Sie können sie unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version, weitergeben und/oder verändern. Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>&amp;Third-Party Notices</source>
        <translation>&amp;Hinweise zu Fremdkomponenten</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3</source>
        <translation>Lizenz: GNU General Public License, Version 3</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Hinweise zu Fremdkomponenten</translation>
    </message>
    <message>
        <source>Built from:</source>
        <translation>Erstellt aus:</translation>
    </message>
</context>
<context>
    <name>accel::ui::BackingTab</name>
    <message>
        <source>Size of the I/O drawn on the stripe map.</source>
        <translation>Größe des auf der Stripe-Karte gezeichneten I/Os.</translation>
    </message>
    <message>
        <source>Datastore offset of the I/O drawn on the stripe map; the group&apos;s alignment offset is added.</source>
        <translation>Datastore-Offset des auf der Stripe-Karte gezeichneten I/Os; der Alignment-Offset der Gruppe wird addiert.</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreibzugriff</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesezugriff</translation>
    </message>
    <message>
        <source>The RAID group drawn.</source>
        <translation>Die gezeichnete RAID-Gruppe.</translation>
    </message>
    <message>
        <source>RAID group:</source>
        <translation>RAID-Gruppe:</translation>
    </message>
    <message>
        <source>Stripe map of one</source>
        <translation>Stripe-Karte für einen</translation>
    </message>
    <message>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <source>at</source>
        <translation>bei Offset</translation>
    </message>
    <message>
        <source>Stripe map</source>
        <translation>Stripe-Karte</translation>
    </message>
    <message>
        <source>IOPS vs reads</source>
        <translation>IOPS über Leseanteil</translation>
    </message>
    <message>
        <source>Disk utilisation</source>
        <translation>Plattenauslastung</translation>
    </message>
    <message>
        <source>%1: %2 x %3 %4</source>
        <translation>%1: %2 × %3 %4</translation>
    </message>
</context>
<context>
    <name>accel::ui::BoundTableEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add a %1 with default values</source>
        <translation>%1 mit Standardwerten hinzufügen</translation>
    </message>
    <message>
        <source>Copy the selected %1</source>
        <translation>Ausgewählte %1 kopieren</translation>
    </message>
    <message>
        <source>Remove the selected %1</source>
        <translation>Ausgewählte %1 entfernen</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>%1 %2 duplizieren</translation>
    </message>
    <message>
        <source>Remove %1 %2</source>
        <translation>%1 %2 entfernen</translation>
    </message>
</context>
<context>
    <name>accel::ui::BoundTableModel</name>
    <message>
        <source>Problem: %1

%2</source>
        <translation>Problem: %1

%2</translation>
    </message>
    <message>
        <source>Change %1 of %2 %3</source>
        <translation>%1 von %2 %3 ändern</translation>
    </message>
</context>
<context>
    <name>accel::ui::CalibrationDialog</name>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Aus Messungen kalibrieren</translation>
    </message>
    <message>
        <source>Each VM group&apos;s measured latency (from its imported sources) against what the model predicts at the group&apos;s mean write rate. Fitting moves the device&apos;s 4 KiB write latency, the peer network&apos;s stack latency and the storage path&apos;s front-end latency, within their ranges, to where the relative errors are least (Levenberg-Marquardt least squares); a constant the measurements do not tell apart is held at its value.</source>
        <translation>Die gemessene Latenz jeder VM-Gruppe (aus ihren importierten Quellen) neben der Vorhersage des Modells bei der mittleren Schreibrate der Gruppe. Die Anpassung verschiebt die 4-KiB-Schreiblatenz des Geräts, die Stack-Latenz des Peer-Netzwerks und die Front-End-Latenz des Speicherpfads innerhalb ihrer Bereiche dorthin, wo die relativen Fehler am kleinsten sind (Levenberg-Marquardt, kleinste Quadrate); eine Konstante, die die Messungen nicht von den anderen unterscheiden, bleibt auf ihrem Wert.</translation>
    </message>
    <message>
        <source>VM group</source>
        <translation>VM-Gruppe</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Vorhergesagt vorher</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Fehler vorher</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Vorhergesagt nachher</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Fehler nachher</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Write the fitted values into the scenario, marked as fitted (one undo step)</source>
        <translation>Die angepassten Werte, als angepasst markiert, ins Szenario schreiben (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>The scenario has errors: correct them first.</source>
        <translation>Das Szenario enthält Fehler: bitte zuerst korrigieren.</translation>
    </message>
    <message>
        <source>No VM group carries a measured latency. Import measurements with latency counters (File &gt; Import Workload: esxtop&apos;s guest latency, vscsiStats&apos; latency histograms, perfmon&apos;s Avg. Disk sec/Write) first; reads count when the group&apos;s read working set is given.</source>
        <translation>Keine VM-Gruppe hat eine gemessene Latenz. Zuerst Messungen mit Latenzzählern importieren (Datei &gt; Arbeitslast importieren: die Gast-Latenz von esxtop, die Latenzhistogramme von vscsiStats, Avg. Disk sec/Write von perfmon); Lesezugriffe zählen, wenn die Lese-Arbeitsmenge der Gruppe angegeben ist.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Device 4 KiB write latency</source>
        <translation>4-KiB-Schreiblatenz des Geräts</translation>
    </message>
    <message>
        <source>Peer network stack latency</source>
        <translation>Stack-Latenz des Peer-Netzwerks</translation>
    </message>
    <message>
        <source>Storage path front-end latency</source>
        <translation>Front-End-Latenz des Speicherpfads</translation>
    </message>
    <message>
        <source>fitted, at the end of its range</source>
        <translation>angepasst, am Ende seines Bereichs</translation>
    </message>
    <message>
        <source>fitted</source>
        <translation>angepasst</translation>
    </message>
    <message>
        <source>held: no measurement depends on it</source>
        <translation>gehalten: keine Messung hängt davon ab</translation>
    </message>
    <message>
        <source>held: the measurements cannot tell it from the others</source>
        <translation>gehalten: die Messungen unterscheiden sie nicht von den anderen</translation>
    </message>
    <message>
        <source>Measured latencies: %1. RMS error %2 (%3) before, %4 (%5) after.</source>
        <translation>Gemessene Latenzen: %1. RMS-Fehler %2 (%3) vorher, %4 (%5) nachher.</translation>
    </message>
    <message>
        <source>Nothing can be fitted: no constant is both felt and told apart by these measurements.</source>
        <translation>Nichts lässt sich anpassen: keine Konstante wirkt auf diese Messungen und ist zugleich von den anderen unterscheidbar.</translation>
    </message>
    <message>
        <source>Fewer measurements than constants: some are held.</source>
        <translation>Weniger Messungen als Konstanten: einige bleiben gehalten.</translation>
    </message>
    <message>
        <source>Calibrate from measurements</source>
        <translation>Aus Messungen kalibrieren</translation>
    </message>
    <message>
        <source>&amp;Calibrate from Measurements…</source>
        <translation>Aus Messungen &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Fit the device, stack and storage-path latencies to the VM groups&apos; measured latencies</source>
        <translation>Die Latenzen von Gerät, Stack und Speicherpfad an die gemessenen Latenzen der VM-Gruppen anpassen</translation>
    </message>
</context>
<context>
    <name>accel::ui::ChartExportDialog</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Save Chart as SVG</source>
        <translation>Diagramm als SVG speichern</translation>
    </message>
    <message>
        <source>Save Chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Save as &amp;PNG...</source>
        <translation>Als &amp;PNG speichern …</translation>
    </message>
    <message>
        <source>Save as &amp;SVG...</source>
        <translation>Als &amp;SVG speichern …</translation>
    </message>
    <message>
        <source>Si&amp;ze and Scale (%1)...</source>
        <translation>&amp;Größe und Skalierung (%1) …</translation>
    </message>
    <message>
        <source>Chart Size and Scale</source>
        <translation>Diagrammgröße und Skalierung</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>Image pixels per chart pixel for PNG and the clipboard: 2 gives a sharp image on a projector at the same layout. SVG is vector and needs no scale.</source>
        <translation>Bildpixel pro Diagrammpixel für PNG und die Zwischenablage: 2 ergibt bei gleichem Layout ein scharfes Bild auf dem Beamer. SVG ist Vektorgrafik und braucht keine Skalierung.</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Skalierung:</translation>
    </message>
    <message>
        <source>PNG and clipboard: %1 × %2 pixels. SVG: %3 × %4 cm.</source>
        <translation>PNG und Zwischenablage: %1 × %2 Pixel. SVG: %3 × %4 cm.</translation>
    </message>
    <message>
        <source>&amp;White background, dark text (for slides)</source>
        <translation>&amp;Weißer Hintergrund, dunkle Schrift (für Folien)</translation>
    </message>
    <message>
        <source>Off: the chart as on screen, dark when the desktop is dark.</source>
        <translation>Aus: das Diagramm wie auf dem Bildschirm, dunkel bei dunklem Desktop.</translation>
    </message>
</context>
<context>
    <name>accel::ui::ChoiceLabel</name>
    <message>
        <source>AccelSizer scenario</source>
        <translation>AccelSizer-Szenario</translation>
    </message>
    <message>
        <source>Write-through (WT)</source>
        <translation>Write-through (WT)</translation>
    </message>
    <message>
        <source>Write-back, no replica (WB+0)</source>
        <translation>Write-back, ohne Replikat (WB+0)</translation>
    </message>
    <message>
        <source>Write-back, 1 replica (WB+1)</source>
        <translation>Write-back, 1 Replikat (WB+1)</translation>
    </message>
    <message>
        <source>Write-back, 2 replicas (WB+2)</source>
        <translation>Write-back, 2 Replikate (WB+2)</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Konstant</translation>
    </message>
    <message>
        <source>On/off bursts</source>
        <translation>Ein/Aus-Schübe</translation>
    </message>
    <message>
        <source>Daily wave (sine)</source>
        <translation>Tageswelle (Sinus)</translation>
    </message>
    <message>
        <source>Measured trace</source>
        <translation>Gemessener Verlauf</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Spread over all peers</source>
        <translation>Über alle Peers verteilt</translation>
    </message>
    <message>
        <source>Ring (next hosts)</source>
        <translation>Ring (nächste Hosts)</translation>
    </message>
    <message>
        <source>Fibre Channel</source>
        <translation>Fibre Channel</translation>
    </message>
    <message>
        <source>iSCSI</source>
        <translation>iSCSI</translation>
    </message>
    <message>
        <source>NFS</source>
        <translation>NFS</translation>
    </message>
    <message>
        <source>Fixed path</source>
        <translation>Fester Pfad</translation>
    </message>
    <message>
        <source>Most recently used path</source>
        <translation>Zuletzt verwendeter Pfad</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round Robin</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Copy (read and write)</source>
        <translation>Kopieren (lesen und schreiben)</translation>
    </message>
    <message>
        <source>Random, one at a time</source>
        <translation>Zufällig, einzeln</translation>
    </message>
    <message>
        <source>Sorted in the hosts&apos; queues</source>
        <translation>In den Warteschlangen der Hosts sortiert</translation>
    </message>
    <message>
        <source>Coalesced</source>
        <translation>Zusammengefasst</translation>
    </message>
    <message>
        <source>Log-structured</source>
        <translation>Log-strukturiert</translation>
    </message>
    <message>
        <source>Elevator</source>
        <translation>Aufzug (Elevator)</translation>
    </message>
    <message>
        <source>Shortest positioning time first</source>
        <translation>Kürzeste Positionierzeit zuerst</translation>
    </message>
    <message>
        <source>RAID 0</source>
        <translation>RAID 0</translation>
    </message>
    <message>
        <source>RAID 1</source>
        <translation>RAID 1</translation>
    </message>
    <message>
        <source>RAID 10</source>
        <translation>RAID 10</translation>
    </message>
    <message>
        <source>RAID 5</source>
        <translation>RAID 5</translation>
    </message>
    <message>
        <source>RAID 6</source>
        <translation>RAID 6</translation>
    </message>
    <message>
        <source>RAID 50</source>
        <translation>RAID 50</translation>
    </message>
    <message>
        <source>RAID 60</source>
        <translation>RAID 60</translation>
    </message>
    <message>
        <source>RAID groups of disks</source>
        <translation>RAID-Gruppen aus Platten</translation>
    </message>
    <message>
        <source>All-flash array</source>
        <translation>All-Flash-Array</translation>
    </message>
    <message>
        <source>Hyperconverged (hosts&apos; disk groups)</source>
        <translation>Hyperkonvergent (Plattengruppen der Hosts)</translation>
    </message>
    <message>
        <source>Daily or weekly schedule</source>
        <translation>Tages- oder Wochenplan</translation>
    </message>
    <message>
        <source>Duty cycle</source>
        <translation>Tastverhältnis</translation>
    </message>
    <message>
        <source>Every day</source>
        <translation>Jeden Tag</translation>
    </message>
    <message>
        <source>Week by day</source>
        <translation>Woche nach Tagen</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Montag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Dienstag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Freitag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Samstag</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Sonntag</translation>
    </message>
</context>
<context>
    <name>accel::ui::CompareView</name>
    <message>
        <source>Compare Options</source>
        <translation>Optionen vergleichen</translation>
    </message>
    <message>
        <source>Compare options</source>
        <translation>Optionen vergleichen</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>Vergleichen:</translation>
    </message>
    <message>
        <source>Failure what-if of the first option</source>
        <translation>Ausfallszenario der ersten Option</translation>
    </message>
    <message>
        <source>A failure what-if of the first option, as one more column</source>
        <translation>Ein Ausfallszenario der ersten Option, als weitere Spalte</translation>
    </message>
    <message>
        <source>&amp;Failure:</source>
        <translation>&amp;Ausfall:</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Optionen im Vergleich</translation>
    </message>
    <message>
        <source>Green: better than the first option; red: worse, in the direction that matters for the figure. Right-click to copy or save as CSV.</source>
        <translation>Grün: besser als die erste Option; rot: schlechter, in der Richtung, auf die es bei der Größe ankommt. Rechtsklick zum Kopieren oder Speichern als CSV.</translation>
    </message>
    <message>
        <source>Latency vs write size</source>
        <translation>Latenz über Schreibgröße</translation>
    </message>
    <message>
        <source>Backlog vs time</source>
        <translation>Rückstau über die Zeit</translation>
    </message>
    <message>
        <source>Link utilisation per host</source>
        <translation>Link-Auslastung je Host</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>The base design</source>
        <translation>Der Basisentwurf</translation>
    </message>
    <message>
        <source>Variant &quot;%1&quot;</source>
        <translation>Variante „%1“</translation>
    </message>
    <message>
        <source>No failure</source>
        <translation>Kein Ausfall</translation>
    </message>
    <message numerus="yes">
        <source>Evaluating %n option(s)…</source>
        <translation>
            <numerusform>%n Option wird ausgewertet …</numerusform>
            <numerusform>%n Optionen werden ausgewertet …</numerusform>
        </translation>
    </message>
    <message>
        <source>Green: better than %1; red: worse.</source>
        <translation>Grün: besser als %1; rot: schlechter.</translation>
    </message>
    <message>
        <source>the first option</source>
        <translation>die erste Option</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source> (not met)</source>
        <translation> (nicht erfüllt)</translation>
    </message>
    <message>
        <source>Better than %1</source>
        <translation>Besser als %1</translation>
    </message>
    <message>
        <source>Worse than %1</source>
        <translation>Schlechter als %1</translation>
    </message>
</context>
<context>
    <name>accel::ui::ConvoyFrameView</name>
    <message>
        <source>Nothing to replay: no simulated streams.</source>
        <translation>Nichts wiederzugeben: keine simulierten Streams.</translation>
    </message>
</context>
<context>
    <name>accel::ui::ConvoyReplay</name>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Replay the simulated streams (Space)</source>
        <translation>Simulierte Streams wiedergeben (Leertaste)</translation>
    </message>
    <message>
        <source>%1x real time</source>
        <translation>%1-fache Echtzeit</translation>
    </message>
    <message>
        <source>Replay speed: slow enough to watch the convoy form.</source>
        <translation>Wiedergabegeschwindigkeit: langsam genug, um die Konvoibildung zu verfolgen.</translation>
    </message>
    <message>
        <source>Frame of the replay.</source>
        <translation>Bild der Wiedergabe.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>No replay.</source>
        <translation>Keine Wiedergabe.</translation>
    </message>
    <message>
        <source>t = %1: %2 streams on %3 of %4 stripe members; the biggest convoy holds %5 (members holding two or more streams in orange)</source>
        <translation>t = %1: %2 Streams auf %3 von %4 Stripe-Mitgliedern; der größte Konvoi umfasst %5 (Mitglieder mit zwei oder mehr Streams in Orange)</translation>
    </message>
</context>
<context>
    <name>accel::ui::DestagerTab</name>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>What if each VM had this write-back buffer? Redraws at once; the scenario is not changed.</source>
        <translation>Was wäre, wenn jede VM diesen Write-Back-Puffer hätte? Wird sofort neu gezeichnet; das Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <source>What if each VM destaged at this rate? Redraws at once; the scenario is not changed.</source>
        <translation>Was wäre, wenn jede VM mit dieser Rate destagen würde? Wird sofort neu gezeichnet; das Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <source>Back to the scenario&apos;s buffer and the modelled destage rate.</source>
        <translation>Zurück zum Puffer des Szenarios und zur modellierten Destage-Rate.</translation>
    </message>
    <message>
        <source>The VM group drawn (its representative VM).</source>
        <translation>Die gezeichnete VM-Gruppe (ihre repräsentative VM).</translation>
    </message>
    <message>
        <source>VM group:</source>
        <translation>VM-Gruppe:</translation>
    </message>
    <message>
        <source>What if: buffer</source>
        <translation>Was wäre, wenn: Puffer</translation>
    </message>
    <message>
        <source>destage</source>
        <translation>Destage</translation>
    </message>
    <message>
        <source>per VM</source>
        <translation>pro VM</translation>
    </message>
    <message>
        <source>What if: %1 buffer and %2 destage per VM: %3, throttled %4 of the time (the scenario is unchanged).</source>
        <translation>Was wäre, wenn: %1 Puffer und %2 Destage pro VM: %3, gedrosselt während %4 der Zeit (das Szenario bleibt unverändert).</translation>
    </message>
    <message>
        <source>fills after %1</source>
        <translation>voll nach %1</translation>
    </message>
    <message>
        <source>never fills</source>
        <translation>läuft nie voll</translation>
    </message>
    <message>
        <source>This group writes through: it has no write-back buffer to fill.

Every write waits for the backing datastore (see Write latency).</source>
        <translation>Diese Gruppe schreibt im Write-Through-Modus: Sie hat keinen Write-Back-Puffer, der volllaufen könnte.

Jeder Schreibvorgang wartet auf den Datastore im Backend (siehe Schreiblatenz).</translation>
    </message>
    <message>
        <source>This group has no VMs.</source>
        <translation>Diese Gruppe hat keine VMs.</translation>
    </message>
    <message>
        <source>This group&apos;s write profile cannot be simulated (%1).</source>
        <translation>Das Schreibprofil dieser Gruppe lässt sich nicht simulieren (%1).</translation>
    </message>
</context>
<context>
    <name>accel::ui::FailureDialog</name>
    <message>
        <source>What If a Host Fails</source>
        <translation>Was, wenn ein Host ausfällt</translation>
    </message>
    <message>
        <source>A host</source>
        <translation>Ein Host</translation>
    </message>
    <message>
        <source>A peer link of a host</source>
        <translation>Eine Peer-Verbindung eines Hosts</translation>
    </message>
    <message>
        <source>A storage path of a host</source>
        <translation>Ein Speicherpfad eines Hosts</translation>
    </message>
    <message>
        <source>A disk of a RAID group</source>
        <translation>Eine Platte einer RAID-Gruppe</translation>
    </message>
    <message>
        <source>What fails</source>
        <translation>Was ausfällt</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Berechnen</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Intakt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Gefordert</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>RAID group</source>
        <translation>RAID-Gruppe</translation>
    </message>
    <message>
        <source>The scenario has errors: correct them first.</source>
        <translation>Das Szenario enthält Fehler: bitte zuerst korrigieren.</translation>
    </message>
    <message>
        <source>Evaluating %1…</source>
        <translation>Berechne %1…</translation>
    </message>
</context>
<context>
    <name>accel::ui::FindingCards</name>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Copy All Findings</source>
        <translation>Alle Befunde kopieren</translation>
    </message>
    <message>
        <source>Copy This Finding</source>
        <translation>Diesen Befund kopieren</translation>
    </message>
</context>
<context>
    <name>accel::ui::GoalSeekDialog</name>
    <message>
        <source>Goal Seek</source>
        <translation>Zielwertsuche</translation>
    </message>
    <message>
        <source>Find the value of an input at which &lt;b&gt;%1&lt;/b&gt; (now %2) reaches a target.</source>
        <translation>Den Wert einer Eingabe finden, bei dem &lt;b&gt;%1&lt;/b&gt; (jetzt %2) ein Ziel erreicht.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>The input goal seek varies; everything else stays as it is.</source>
        <translation>Die Eingabe, die die Zielwertsuche variiert; alles andere bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Input to vary</source>
        <translation>Zu variierende Eingabe</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Variieren:</translation>
    </message>
    <message>
        <source>The value the result should reach, in %1.</source>
        <translation>Der Wert, den das Ergebnis erreichen soll, in %1.</translation>
    </message>
    <message>
        <source>its own unit</source>
        <translation>seiner eigenen Einheit</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>The &amp;largest whole value before the target is reached</source>
        <translation>Der &amp;größte ganze Wert, bevor das Ziel erreicht ist</translation>
    </message>
    <message>
        <source>For whole-number inputs (hosts, disks, VMs): the largest value that still keeps the result short of the target, instead of the smallest that reaches it.</source>
        <translation>Für ganzzahlige Eingaben (Hosts, Platten, VMs): der größte Wert, bei dem das Ergebnis das Ziel noch nicht erreicht, statt des kleinsten, der es erreicht.</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Suche läuft</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Finden</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Set the input to the value found (one undo step).</source>
        <translation>Die Eingabe auf den gefundenen Wert setzen (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>This scenario has no numeric input to vary.</source>
        <translation>Dieses Szenario hat keine numerische Eingabe zum Variieren.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Searched %1 to %2.</source>
        <translation>Durchsucht von %1 bis %2.</translation>
    </message>
    <message>
        <source>%1 = %2 gives %3.</source>
        <translation>%1 = %2 ergibt %3.</translation>
    </message>
    <message>
        <source>Not reachable: the result stays above the target over the whole range.</source>
        <translation>Nicht erreichbar: Das Ergebnis bleibt über den ganzen Bereich über dem Ziel.</translation>
    </message>
    <message>
        <source>Not reachable: the result stays below the target over the whole range.</source>
        <translation>Nicht erreichbar: Das Ergebnis bleibt über den ganzen Bereich unter dem Ziel.</translation>
    </message>
    <message>
        <source>Closest: %1 = %2 gives %3.</source>
        <translation>Am nächsten: %1 = %2 ergibt %3.</translation>
    </message>
    <message>
        <source>Goal seek: %1</source>
        <translation>Zielwertsuche: %1</translation>
    </message>
</context>
<context>
    <name>accel::ui::HeadlineGrid</name>
    <message>
        <source>Find the input value that makes this reach…</source>
        <translation>Den Eingabewert finden, bei dem dies einen Wert erreicht …</translation>
    </message>
    <message>
        <source>What does this depend on?</source>
        <translation>Wovon hängt das ab?</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>accel::ui::HeadroomView</name>
    <message>
        <source>every VM&apos;s write rate</source>
        <translation>die Schreibrate jeder VM</translation>
    </message>
    <message>
        <source>every group&apos;s VMs per host</source>
        <translation>die VMs pro Host jeder Gruppe</translation>
    </message>
    <message>
        <source>What grows until a requirement breaks.</source>
        <translation>Was wächst, bis eine Anforderung verletzt ist.</translation>
    </message>
    <message>
        <source>Headroom: what grows</source>
        <translation>Reserve: was wächst</translation>
    </message>
    <message>
        <source>&amp;Grow:</source>
        <translation>&amp;Wachsen:</translation>
    </message>
    <message>
        <source>Headroom ladder</source>
        <translation>Reserveleiter</translation>
    </message>
    <message>
        <source>The headroom is computed when this panel is shown.</source>
        <translation>Die Reserve wird berechnet, wenn dieses Fenster angezeigt wird.</translation>
    </message>
    <message>
        <source>The scenario has errors: no headroom until they are fixed.</source>
        <translation>Das Szenario hat Fehler: keine Reserve, bis sie behoben sind.</translation>
    </message>
    <message>
        <source>Computing the headroom…</source>
        <translation>Reserve wird berechnet …</translation>
    </message>
    <message>
        <source>The scenario has no requirement to break.</source>
        <translation>Das Szenario hat keine Anforderung, die verletzt werden könnte.</translation>
    </message>
    <message>
        <source>Every requirement holds up to %1.</source>
        <translation>Jede Anforderung hält bis %1.</translation>
    </message>
    <message>
        <source>Headroom %1: the %2 breaks first.</source>
        <translation>Reserve %1: %2 wird zuerst verletzt.</translation>
    </message>
    <message>
        <source>The requirement on the %1 is not met today, nor with the load shrunk to %2: the write load does not decide it.</source>
        <translation>Die Anforderung an %1 ist heute nicht erfüllt, auch nicht mit der Last verkleinert auf %2: Die Schreiblast entscheidet sie nicht.</translation>
    </message>
    <message>
        <source>A requirement is not met today: the load must shrink to %1 to meet every requirement.</source>
        <translation>Eine Anforderung ist heute nicht erfüllt: Die Last muss auf %1 sinken, damit jede Anforderung erfüllt ist.</translation>
    </message>
</context>
<context>
    <name>accel::ui::ImportWizard</name>
    <message>
        <source>Import Workload</source>
        <translation>Arbeitslast importieren</translation>
    </message>
    <message>
        <source>Measured file</source>
        <translation>Messdatei</translation>
    </message>
    <message>
        <source>esxtop batch output (esxtop -b), vscsiStats histograms (vscsiStats -p all -c), a Windows perfmon CSV log, or a plain CSV of time and rates.</source>
        <translation>esxtop-Batch-Ausgabe (esxtop -b), vscsiStats-Histogramme (vscsiStats -p all -c), ein Windows-perfmon-CSV-Protokoll oder eine einfache CSV-Datei mit Zeit und Raten.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>Aus der Datei erkennen</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>none: samples every interval</source>
        <translation>keine: Messwerte in jedem Intervall</translation>
    </message>
    <message>
        <source>Time column:</source>
        <translation>Zeitspalte:</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>time stamps (yyyy-MM-dd HH:mm:ss or MM/dd/yyyy HH:mm:ss)</source>
        <translation>Zeitstempel (yyyy-MM-dd HH:mm:ss oder MM/dd/yyyy HH:mm:ss)</translation>
    </message>
    <message>
        <source>Time unit:</source>
        <translation>Zeiteinheit:</translation>
    </message>
    <message>
        <source>Interval without a time column:</source>
        <translation>Intervall ohne Zeitspalte:</translation>
    </message>
    <message>
        <source>Rate unit:</source>
        <translation>Einheit der Raten:</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Erkennen</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>Komma</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>Semikolon</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <source>Delimiter:</source>
        <translation>Trennzeichen:</translation>
    </message>
    <message>
        <source>Detect (a comma with ; or tab)</source>
        <translation>Erkennen (ein Komma bei ; oder Tabulator)</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Decimal mark:</source>
        <translation>Dezimalzeichen:</translation>
    </message>
    <message>
        <source>The first line names the columns</source>
        <translation>Die erste Zeile benennt die Spalten</translation>
    </message>
    <message>
        <source>The file&apos;s first lines:</source>
        <translation>Die ersten Zeilen der Datei:</translation>
    </message>
    <message>
        <source>Measured data (*.csv *.txt);;All files (*)</source>
        <translation>Messdaten (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Sources and VM groups</source>
        <translation>Quellen und VM-Gruppen</translation>
    </message>
    <message>
        <source>Tick the sources to import and name their VM group: sources with the same group name become one group (its VMs per host are the distinct VMs; each VM&apos;s trace is the members&apos; sum divided by them).</source>
        <translation>Haken Sie die zu importierenden Quellen an und benennen Sie ihre VM-Gruppe: Quellen mit demselben Gruppennamen werden eine Gruppe (ihre VMs pro Host sind die verschiedenen VMs; die Messreihe jeder VM ist die Summe der Mitglieder, geteilt durch deren Zahl).</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>VM group</source>
        <translation>VM-Gruppe</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Schreiben, Mittel</translation>
    </message>
    <message>
        <source>Write peak</source>
        <translation>Schreiben, Spitze</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Lesen, Mittel</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>group name</source>
        <translation>Gruppenname</translation>
    </message>
    <message>
        <source>name pattern, e.g. web*</source>
        <translation>Namensmuster, z. B. web*</translation>
    </message>
    <message>
        <source>Group matching</source>
        <translation>Passende gruppieren</translation>
    </message>
    <message>
        <source>One group each</source>
        <translation>Je eine Gruppe</translation>
    </message>
    <message>
        <source>Group by name:</source>
        <translation>Nach Namen gruppieren:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Measured rates become trace profiles in MB/s per VM; where each group came from is kept in the scenario and shown in the report.</source>
        <translation>Gemessene Raten werden Messreihen-Profile in MB/s pro VM; woher jede Gruppe stammt, bleibt im Szenario erhalten und wird im Bericht gezeigt.</translation>
    </message>
    <message>
        <source>Add the groups to the current scenario (one undo step)</source>
        <translation>Die Gruppen zum aktuellen Szenario hinzufügen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Start a new scenario with these groups</source>
        <translation>Ein neues Szenario mit diesen Gruppen beginnen</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1 …</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled: nothing imported.</source>
        <translation>Das Lesen von %1 wurde abgebrochen: nichts importiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be imported.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1 kann nicht importiert werden.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 sources</source>
        <translation>%1, %2: %3 Quellen</translation>
    </message>
    <message>
        <source>, %1 samples over %2 from %3</source>
        <translation>, %1 Messwerte über %2 ab %3</translation>
    </message>
    <message>
        <source>; SHA-256 %1…</source>
        <translation>; SHA-256 %1 …</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Nichts gelesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot import:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Import nicht möglich:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 VM group(s):&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 VM-Gruppe(n):&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>, read %1 mean</source>
        <translation>, Lesen %1 im Mittel</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The scenario would have problems; nothing is imported:&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Szenario hätte Probleme; es wird nichts importiert:&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importiert aus %1</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>Wählen Sie eine Datei zum Importieren.</translation>
    </message>
    <message>
        <source>Tick at least one source to import.</source>
        <translation>Haken Sie mindestens eine Quelle zum Importieren an.</translation>
    </message>
</context>
<context>
    <name>accel::ui::LatencyTab</name>
    <message>
        <source>Legs under load</source>
        <translation>Abschnitte unter Last</translation>
    </message>
    <message>
        <source>The VM group the size and load curves are drawn for.</source>
        <translation>Die VM-Gruppe, für die die Größen- und Lastkurven gezeichnet werden.</translation>
    </message>
    <message>
        <source>Show each leg with its queueing at the group&apos;s load instead of on an idle system.</source>
        <translation>Jeden Abschnitt mit seiner Warteschlange bei der Last der Gruppe zeigen statt auf einem unbelasteten System.</translation>
    </message>
    <message>
        <source>Curves for:</source>
        <translation>Kurven für:</translation>
    </message>
    <message>
        <source>Legs of the commit</source>
        <translation>Abschnitte des Commits</translation>
    </message>
    <message>
        <source>Latency vs write size</source>
        <translation>Latenz über Schreibgröße</translation>
    </message>
    <message>
        <source>Latency vs IOPS</source>
        <translation>Latenz über IOPS</translation>
    </message>
    <message>
        <source>Computing the curves under load...</source>
        <translation>Kurven unter Last werden berechnet …</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Simulate every VM&apos;s writes event by event (200,000 commits) at the think times the model solved, and show the simulated point beside the analytical curve.</source>
        <translation>Die Schreibvorgänge jeder VM Ereignis für Ereignis simulieren (200.000 Commits) bei den Denkzeiten, die das Modell ermittelt hat, und den simulierten Punkt neben der analytischen Kurve zeigen.</translation>
    </message>
    <message>
        <source>Stop the simulation.</source>
        <translation>Die Simulation anhalten.</translation>
    </message>
    <message>
        <source>Simulating the write path...</source>
        <translation>Schreibpfad wird simuliert …</translation>
    </message>
    <message>
        <source>Simulated: %1 (model %2)</source>
        <translation>Simuliert: %1 (Modell %2)</translation>
    </message>
</context>
<context>
    <name>accel::ui::MainWindow</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new scenario with default values</source>
        <translation>Neues Szenario mit Standardwerten beginnen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen …</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Szenariodatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Export PDF...</source>
        <translation>PDF &amp;exportieren …</translation>
    </message>
    <message>
        <source>Write the sizing report as a PDF document</source>
        <translation>Dimensionierungsbericht als PDF-Dokument schreiben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Add VM Group</source>
        <translation>VM-Gruppe &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate VM Group</source>
        <translation>VM-Gruppe &amp;duplizieren</translation>
    </message>
    <message>
        <source>Re&amp;move VM Group</source>
        <translation>VM-Gruppe &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About AccelSizer</source>
        <translation>Über &amp;AccelSizer</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>%1 was not opened: it has problems. The current scenario is unchanged.</source>
        <translation>%1 wurde nicht geöffnet: Die Datei enthält Fehler. Das aktuelle Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1 opened with warnings.</source>
        <translation>%1 wurde mit Warnungen geöffnet.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Opened the example “%1”; Save As keeps your changes.</source>
        <translation>Beispiel „%1“ geöffnet; mit „Speichern unter“ bleiben Ihre Änderungen erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); see the details.</source>
        <translation>
            <numerusform>%n Problem; siehe Details.</numerusform>
            <numerusform>%n Probleme; siehe Details.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>The scenario was not saved.
%1
Your edits are still here; try another location.</source>
        <translation>Das Szenario wurde nicht gespeichert.
%1
Ihre Änderungen sind noch vorhanden; versuchen Sie einen anderen Speicherort.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Writing the report...</source>
        <translation>Bericht wird geschrieben …</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>PDF-Bericht exportieren</translation>
    </message>
    <message>
        <source>The report was not written.
%1</source>
        <translation>Der Bericht wurde nicht geschrieben.
%1</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Results are out of date: fix the problems listed</source>
        <translation>Die Ergebnisse sind veraltet: Beheben Sie die aufgeführten Probleme</translation>
    </message>
    <message>
        <source>Recomputed in %1</source>
        <translation>Neu berechnet in %1</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensionieren</translation>
    </message>
    <message>
        <source>The recovery copy was not written: %1</source>
        <translation>Die Wiederherstellungskopie wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>&amp;Import Workload…</source>
        <translation>Arbeitslast &amp;importieren …</translation>
    </message>
    <message>
        <source>Measured data (esxtop, vscsiStats, perfmon, CSV) into VM groups</source>
        <translation>Messdaten (esxtop, vscsiStats, perfmon, CSV) in VM-Gruppen</translation>
    </message>
    <message>
        <source>Import workload</source>
        <translation>Arbeitslast importieren</translation>
    </message>
    <message>
        <source>Imported %1 VM group(s)</source>
        <translation>%1 VM-Gruppe(n) importiert</translation>
    </message>
    <message>
        <source>a new scenario</source>
        <translation>ein neues Szenario</translation>
    </message>
    <message>
        <source> (it no longer reads: the edits would be restored as a new scenario)</source>
        <translation> (es lässt sich nicht mehr lesen: die Änderungen würden als neues Szenario wiederhergestellt)</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>AccelSizer did not close normally. Unsaved changes to “%1” from %2 can be restored.</source>
        <translation>AccelSizer wurde nicht normal beendet. Ungespeicherte Änderungen an „%1“ vom %2 können wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Changes to %1:
%2</source>
        <translation>Änderungen an %1:
%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Restored the unsaved changes; Save keeps them.</source>
        <translation>Die ungespeicherten Änderungen sind wiederhergestellt; Speichern behält sie.</translation>
    </message>
    <message>
        <source>&amp;Model Notes</source>
        <translation>&amp;Modellnotizen</translation>
    </message>
    <message>
        <source>What each model assumes and where its equations come from (the report&apos;s Appendix B)</source>
        <translation>Was jedes Modell annimmt und woher seine Gleichungen stammen (Anhang B des Berichts)</translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation>Demo öffnen</translation>
    </message>
    <message>
        <source>%1 was not opened: it has problems.</source>
        <translation>%1 wurde nicht geöffnet: die Datei hat Probleme.</translation>
    </message>
    <message>
        <source>The starting scenario of %1 has problems.</source>
        <translation>Das Ausgangsszenario von %1 hat Probleme.</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Demo &amp;File…</source>
        <translation>Demo-&amp;Datei…</translation>
    </message>
    <message>
        <source>AccelSizer demos (*.accelsizer-demo.json *.json);;All files (*)</source>
        <translation>AccelSizer-Demos (*.accelsizer-demo.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>Full screen in large type: the chosen results and the story&apos;s inputs (Esc leaves)</source>
        <translation>Vollbild in großer Schrift: die gewählten Ergebnisse und die Eingaben der Geschichte (Esc beendet)</translation>
    </message>
    <message>
        <source>&amp;Results Only</source>
        <translation>Nur &amp;Ergebnisse</translation>
    </message>
    <message>
        <source>Hide the scenario editor: the results fill the window</source>
        <translation>Den Szenario-Editor ausblenden: die Ergebnisse füllen das Fenster</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Larger text and charts</source>
        <translation>Größere Schrift und Diagramme</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Smaller text and charts</source>
        <translation>Kleinere Schrift und Diagramme</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Text and charts at the desktop&apos;s size</source>
        <translation>Schrift und Diagramme in der Größe des Desktops</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>What If a &amp;Host Fails…</source>
        <translation>Was, wenn ein &amp;Host ausfällt…</translation>
    </message>
</context>
<context>
    <name>accel::ui::ModelNotesDialog</name>
    <message>
        <source>Model Notes</source>
        <translation>Modellnotizen</translation>
    </message>
</context>
<context>
    <name>accel::ui::PairListDialog</name>
    <message>
        <source>&amp;Add row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove rows</source>
        <translation>Zeilen &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Ein&amp;fügen</translation>
    </message>
    <message>
        <source>&amp;Import CSV...</source>
        <translation>CSV &amp;importieren …</translation>
    </message>
    <message>
        <source>Paste two columns copied from a spreadsheet (replaces the table).</source>
        <translation>Zwei aus einer Tabellenkalkulation kopierte Spalten einfügen (ersetzt die Tabelle).</translation>
    </message>
    <message>
        <source>Read two numeric columns from a CSV file (replaces the table).</source>
        <translation>Zwei Zahlenspalten aus einer CSV-Datei lesen (ersetzt die Tabelle).</translation>
    </message>
    <message>
        <source>line %1: expected two numbers, found &quot;%2&quot;</source>
        <translation>Zeile %1: zwei Zahlen erwartet, gefunden „%2“</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::ParamEditor</name>
    <message>
        <source>Edit...</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Set this optional value; unchecked means not set (%1).</source>
        <translation>Diesen optionalen Wert setzen; ohne Häkchen ist er nicht gesetzt (%1).</translation>
    </message>
    <message>
        <source>Problem: %1

%2</source>
        <translation>Problem: %1

%2</translation>
    </message>
    <message>
        <source>%1: set</source>
        <translation>%1: gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::ParamForm</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>accel::ui::PresentationWindow</name>
    <message>
        <source>Peer network</source>
        <translation>Peer-Netzwerk</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>Destager</source>
        <translation>Destager</translation>
    </message>
    <message>
        <source>Backing array</source>
        <translation>Backend-Array</translation>
    </message>
    <message>
        <source>Stripe hotspots</source>
        <translation>Stripe-Hotspots</translation>
    </message>
    <message>
        <source>AccelSizer — Presentation</source>
        <translation>AccelSizer — Präsentation</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Save Demo</source>
        <translation>Demo speichern</translation>
    </message>
    <message>
        <source>AccelSizer demos (*.accelsizer-demo.json)</source>
        <translation>AccelSizer-Demos (*.accelsizer-demo.json)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>PageDown/→ next · PageUp/← back · Home start · Ctrl+Z undo · Esc leave</source>
        <translation>Bild ab/→ weiter · Bild auf/← zurück · Pos1 Anfang · Strg+Z rückgängig · Esc beenden</translation>
    </message>
    <message>
        <source>Ctrl+Z undo · Ctrl+R record step · Esc leave</source>
        <translation>Strg+Z rückgängig · Strg+R Schritt aufzeichnen · Esc beenden</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Demo: %1</source>
        <translation>Demo: %1</translation>
    </message>
    <message>
        <source>Demo: back to the start</source>
        <translation>Demo: zurück zum Anfang</translation>
    </message>
</context>
<context>
    <name>accel::ui::PresetPicker</name>
    <message>
        <source>Fills the %1 fields from a preset; each can then be changed.</source>
        <translation>Füllt die Felder (%1) aus einer Vorlage; jedes lässt sich danach ändern.</translation>
    </message>
    <message>
        <source>%1 preset:</source>
        <translation>Vorlage (%1):</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>The fields match no preset; choose one to fill them.</source>
        <translation>Die Felder entsprechen keiner Vorlage; wählen Sie eine, um sie zu füllen.</translation>
    </message>
    <message>
        <source>Save as Preset...</source>
        <translation>Als Vorlage speichern …</translation>
    </message>
    <message>
        <source>Preset files</source>
        <translation>Vorlagendateien</translation>
    </message>
    <message numerus="yes">
        <source>%n preset file problem(s): those presets are left out.</source>
        <translation>
            <numerusform>%n Problem in Vorlagendateien: Diese Vorlagen fehlen.</numerusform>
            <numerusform>%n Probleme in Vorlagendateien: Diese Vorlagen fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some presets could not be read and are left out:</source>
        <translation>Einige Vorlagen konnten nicht gelesen werden und fehlen:</translation>
    </message>
    <message>
        <source>Apply %1 preset %2</source>
        <translation>Vorlage (%1) %2 anwenden</translation>
    </message>
</context>
<context>
    <name>accel::ui::ProfilePreview</name>
    <message>
        <source>Schedule windows (where windows overlap, the highest rate applies):</source>
        <translation>Zeitfenster des Plans (wo sich Fenster überschneiden, gilt die höchste Rate):</translation>
    </message>
    <message>
        <source>Read rate (MB/s)</source>
        <translation>Leserate (MB/s)</translation>
    </message>
    <message>
        <source>Write rate (MB/s)</source>
        <translation>Schreibrate (MB/s)</translation>
    </message>
    <message>
        <source>Mean and peak: see the problem above.</source>
        <translation>Mittelwert und Spitze: siehe das Problem oben.</translation>
    </message>
    <message>
        <source>Constant %1.</source>
        <translation>Konstant %1.</translation>
    </message>
    <message>
        <source>Mean %1, peak %2 over %3 (run once).</source>
        <translation>Mittel %1, Spitze %2 über %3 (einmal durchlaufen).</translation>
    </message>
    <message>
        <source>Mean %1, peak %2, repeating every %3.</source>
        <translation>Mittel %1, Spitze %2, wiederholt alle %3.</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
</context>
<context>
    <name>accel::ui::ReadCacheTab</name>
    <message>
        <source>No reads are modelled: give a VM group its reads&apos; working set (Reads &gt; Read working set) and a read cache, or the array a flash cache.</source>
        <translation>Keine Lesezugriffe modelliert: Geben Sie einer VM-Gruppe das Working Set ihrer Lesezugriffe (Lesezugriffe &gt; Read working set) und einen Lesecache, oder dem Array einen Flash-Cache.</translation>
    </message>
    <message>
        <source>The VM group drawn.</source>
        <translation>Die dargestellte VM-Gruppe.</translation>
    </message>
    <message>
        <source>VM group:</source>
        <translation>VM-Gruppe:</translation>
    </message>
</context>
<context>
    <name>accel::ui::ReplicaChart</name>
    <message>
        <source>Transmit</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Shared uplink</source>
        <translation>Gemeinsamer Uplink</translation>
    </message>
    <message>
        <source>At mean write rate</source>
        <translation>Bei mittlerer Schreibrate</translation>
    </message>
    <message>
        <source>Peer link utilisation (%)</source>
        <translation>Auslastung der Peer-Links (%)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>uplink</source>
        <translation>Uplink</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <source>Shared uplink (%1): %2
%3 of replica payload, %4 on the wire</source>
        <translation>Gemeinsamer Uplink (%1): %2
%3 Replikat-Nutzdaten, %4 auf der Leitung</translation>
    </message>
    <message>
        <source>Host %1 at peak writes
Transmit: %2 (%3 payload, %4 on the wire)
Receive: %5 (%6 payload, %7 on the wire)
VM writes on this host: %8</source>
        <translation>Host %1 bei Spitzenschreiblast
Senden: %2 (%3 Nutzdaten, %4 auf der Leitung)
Empfangen: %5 (%6 Nutzdaten, %7 auf der Leitung)
VM-Schreibvorgänge auf diesem Host: %8</translation>
    </message>
    <message>
        <source>
At mean writes: transmit %1, receive %2</source>
        <translation>
Bei mittlerer Schreiblast: Senden %1, Empfangen %2</translation>
    </message>
</context>
<context>
    <name>accel::ui::ReportDialog</name>
    <message>
        <source>Export PDF Report</source>
        <translation>PDF-Bericht exportieren</translation>
    </message>
    <message>
        <source>your name and company, on the cover</source>
        <translation>Ihr Name und Ihre Firma, auf dem Deckblatt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Speichern unter:</translation>
    </message>
    <message>
        <source>Prepared by:</source>
        <translation>Erstellt von:</translation>
    </message>
    <message>
        <source>Logo:</source>
        <translation>Logo:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Seitenformat:</translation>
    </message>
    <message>
        <source>The customer on the cover is the scenario&apos;s (Cluster and VMs &gt; Customer).</source>
        <translation>Der Kunde auf dem Deckblatt ist der des Szenarios (Cluster und VMs &gt; Customer).</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The scenario has problems: the report shows the last valid scenario. Fix the problems listed to report your edits.</source>
        <translation>Das Szenario enthält Fehler: Der Bericht zeigt das letzte gültige Szenario. Beheben Sie die aufgeführten Probleme, damit Ihre Änderungen in den Bericht eingehen.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Logo for the Cover</source>
        <translation>Logo für das Deckblatt</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
</context>
<context>
    <name>accel::ui::ResultsPanel</name>
    <message>
        <source>Double-click a problem to go to its field.</source>
        <translation>Doppelklick auf ein Problem springt zu seinem Feld.</translation>
    </message>
    <message>
        <source>Peer network</source>
        <translation>Peer-Netzwerk</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>Destager</source>
        <translation>Destager</translation>
    </message>
    <message>
        <source>Backing array</source>
        <translation>Backend-Array</translation>
    </message>
    <message>
        <source>Stripe hotspots</source>
        <translation>Stripe-Hotspots</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings and recommendations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Befunde und Empfehlungen&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s) to fix. The results below are those of the last valid scenario; your edits are kept.</source>
        <translation>
            <numerusform>Das Szenario hat %n zu behebendes Problem. Die Ergebnisse unten gehören zum letzten gültigen Szenario; Ihre Änderungen bleiben erhalten.</numerusform>
            <numerusform>Das Szenario hat %n zu behebende Probleme. Die Ergebnisse unten gehören zum letzten gültigen Szenario; Ihre Änderungen bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Read cache</source>
        <translation>Lesecache</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Hosts, VM groups and RAID groups as tables, to copy or save as CSV</source>
        <translation>Hosts, VM-Gruppen und RAID-Gruppen als Tabellen, zum Kopieren oder Speichern als CSV</translation>
    </message>
</context>
<context>
    <name>accel::ui::ResultsTableModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>accel::ui::ResultsTablesView</name>
    <message>
        <source>Right-click: copy, or save as CSV with the numbers of the results document (Ctrl+C copies the selected rows).</source>
        <translation>Rechtsklick: kopieren oder als CSV mit den Zahlen des Ergebnisdokuments speichern (Strg+C kopiert die ausgewählten Zeilen).</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>gesättigt</translation>
    </message>
    <message>
        <source>Hosts: peer network</source>
        <translation>Hosts: Peer-Netzwerk</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>VM writes</source>
        <translation>VM-Schreibrate</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Transmit on the wire</source>
        <translation>Senden auf der Leitung</translation>
    </message>
    <message>
        <source>Receive on the wire</source>
        <translation>Empfang auf der Leitung</translation>
    </message>
    <message>
        <source>Transmit utilisation</source>
        <translation>Sendeauslastung</translation>
    </message>
    <message>
        <source>Receive utilisation</source>
        <translation>Empfangsauslastung</translation>
    </message>
    <message>
        <source>VM groups: peer network</source>
        <translation>VM-Gruppen: Peer-Netzwerk</translation>
    </message>
    <message>
        <source>VM group</source>
        <translation>VM-Gruppe</translation>
    </message>
    <message>
        <source>Write policy</source>
        <translation>Schreibrichtlinie</translation>
    </message>
    <message>
        <source>Peer copies</source>
        <translation>Peer-Kopien</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Umsetzbar</translation>
    </message>
    <message>
        <source>Hosts running it</source>
        <translation>Hosts, auf denen sie läuft</translation>
    </message>
    <message>
        <source>Writes per VM</source>
        <translation>Schreibvorgänge pro VM</translation>
    </message>
    <message>
        <source>Replica payload</source>
        <translation>Replikat-Nutzdaten</translation>
    </message>
    <message>
        <source>VM groups: write latency</source>
        <translation>VM-Gruppen: Schreiblatenz</translation>
    </message>
    <message>
        <source>Write size</source>
        <translation>Schreibgröße</translation>
    </message>
    <message>
        <source>Idle latency</source>
        <translation>Latenz im Leerlauf</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Latenz unter Last</translation>
    </message>
    <message>
        <source>Demanded per VM</source>
        <translation>Angefordert pro VM</translation>
    </message>
    <message>
        <source>Write rate per VM</source>
        <translation>Schreibrate pro VM</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Bottleneck utilisation</source>
        <translation>Auslastung des Engpasses</translation>
    </message>
    <message>
        <source>VM groups: destager</source>
        <translation>VM-Gruppen: Destager</translation>
    </message>
    <message>
        <source>Regime</source>
        <translation>Regime</translation>
    </message>
    <message>
        <source>Destage rate</source>
        <translation>Destage-Rate</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>Mean writes</source>
        <translation>Mittlere Schreibrate</translation>
    </message>
    <message>
        <source>Peak writes</source>
        <translation>Spitzen-Schreibrate</translation>
    </message>
    <message>
        <source>Buffer full after</source>
        <translation>Puffer voll nach</translation>
    </message>
    <message>
        <source>Drained after</source>
        <translation>Geleert nach</translation>
    </message>
    <message>
        <source>Peak backlog</source>
        <translation>Höchster Rückstau</translation>
    </message>
    <message>
        <source>Time throttled</source>
        <translation>Gedrosselte Zeit</translation>
    </message>
    <message>
        <source>Latency while full</source>
        <translation>Latenz bei vollem Puffer</translation>
    </message>
    <message>
        <source>RAID groups: backing array</source>
        <translation>RAID-Gruppen: Backend-Array</translation>
    </message>
    <message>
        <source>RAID group</source>
        <translation>RAID-Gruppe</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>Platten</translation>
    </message>
    <message>
        <source>Random capacity</source>
        <translation>Zufällige Kapazität</translation>
    </message>
    <message>
        <source>Background load</source>
        <translation>Hintergrundlast</translation>
    </message>
    <message>
        <source>Busiest disk</source>
        <translation>Meistbelastete Platte</translation>
    </message>
    <message>
        <source>Read latency</source>
        <translation>Leselatenz</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>Destage capacity</source>
        <translation>Destage-Kapazität</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Nutzbare Kapazität</translation>
    </message>
    <message>
        <source>Summary: areas</source>
        <translation>Übersicht: Bereiche</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Summary: requirements</source>
        <translation>Übersicht: Anforderungen</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Sense</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>must never fill</source>
        <translation>darf nie volllaufen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Spielraum</translation>
    </message>
</context>
<context>
    <name>accel::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>There is no variant %1.</source>
        <translation>Es gibt keine Variante %1.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
</context>
<context>
    <name>accel::ui::ScenarioEditor</name>
    <message>
        <source>VM groups</source>
        <translation>VM-Gruppen</translation>
    </message>
    <message>
        <source>&amp;Cluster and VMs</source>
        <translation>&amp;Cluster und VMs</translation>
    </message>
    <message>
        <source>&amp;Acceleration</source>
        <translation>Besch&amp;leunigung</translation>
    </message>
    <message>
        <source>&amp;Peer network</source>
        <translation>&amp;Peer-Netzwerk</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetzwerk</translation>
    </message>
    <message>
        <source>RAID groups</source>
        <translation>RAID-Gruppen</translation>
    </message>
    <message>
        <source>Background random load</source>
        <translation>Zufällige Hintergrundlast</translation>
    </message>
    <message>
        <source>Sequential streams</source>
        <translation>Sequenzielle Streams</translation>
    </message>
    <message>
        <source>&amp;Backing array</source>
        <translation>Backend-&amp;Array</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Keeps these device figures as a preset of your own.</source>
        <translation>Speichert diese Gerätewerte als eigene Vorlage.</translation>
    </message>
    <message>
        <source>Ethernet at %1 (MAC rate).</source>
        <translation>Ethernet mit %1 (MAC-Rate).</translation>
    </message>
    <message>
        <source>InfiniBand 4x, %1 of data after line coding.</source>
        <translation>InfiniBand 4x, %1 Nutzdaten nach der Leitungscodierung.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Platte</translation>
    </message>
    <message>
        <source>Applies to the RAID group selected in the table.</source>
        <translation>Gilt für die in der Tabelle ausgewählte RAID-Gruppe.</translation>
    </message>
    <message>
        <source>Keeps the disk figures of the selected RAID group as a preset of your own.</source>
        <translation>Speichert die Plattenwerte der ausgewählten RAID-Gruppe als eigene Vorlage.</translation>
    </message>
    <message>
        <source>%1 disk %2 GB</source>
        <translation>%1-Platte %2 GB</translation>
    </message>
    <message>
        <source>Selected VM group: writes and reads</source>
        <translation>Ausgewählte VM-Gruppe: Schreiben und Lesen</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>VM group %1: writes and reads</source>
        <translation>VM-Gruppe %1: Schreiben und Lesen</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Gemessen: %1</translation>
    </message>
    <message>
        <source>All-flash array</source>
        <translation>All-Flash-Array</translation>
    </message>
    <message>
        <source>%1 mean (histogram)</source>
        <translation>%1 Mittel (Histogramm)</translation>
    </message>
    <message>
        <source>Host read cache on each VM</source>
        <translation>Host-Lesecache für jede VM</translation>
    </message>
    <message>
        <source>A read cache per VM on the acceleration device (vm_groups[].read_cache); it needs the reads&apos; working set.</source>
        <translation>Ein Lesecache pro VM auf dem Beschleunigungsgerät (vm_groups[].read_cache); er benötigt das Working Set der Lesezugriffe.</translation>
    </message>
    <message>
        <source>Add a host read cache</source>
        <translation>Host-Lesecache hinzufügen</translation>
    </message>
    <message>
        <source>Remove the host read cache</source>
        <translation>Host-Lesecache entfernen</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <source>Hyperconverged (hosts&apos; disk groups)</source>
        <translation>Hyperkonvergent (Plattengruppen der Hosts)</translation>
    </message>
    <message>
        <source>Windows when it runs (none: all the time; a window&apos;s factor scales it):</source>
        <translation>Zeitfenster, in denen sie läuft (keine: immer; der Faktor eines Fensters skaliert sie):</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizePanel</name>
    <message>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <source>Design space</source>
        <translation>Entwurfsraum</translation>
    </message>
    <message>
        <source>The choices to combine; a choice left empty keeps the scenario&apos;s.</source>
        <translation>Die zu kombinierenden Optionen; eine leer gelassene Option behält die des Szenarios.</translation>
    </message>
    <message>
        <source>the scenario&apos;s network</source>
        <translation>das Netzwerk des Szenarios</translation>
    </message>
    <message>
        <source>Peer networks to consider, separated by commas: kind:gbps (ethernet:10, infiniband:54.55), with xN for N usable links (ethernet:25x2).</source>
        <translation>Zu prüfende Peer-Netzwerke, durch Kommas getrennt: Art:Gbps (ethernet:10, infiniband:54.55), mit xN für N nutzbare Links (ethernet:25x2).</translation>
    </message>
    <message>
        <source>Peer links:</source>
        <translation>Peer-Links:</translation>
    </message>
    <message>
        <source>Search disk counts (disks in all)</source>
        <translation>Plattenzahlen durchsuchen (Platten insgesamt)</translation>
    </message>
    <message>
        <source>Search host counts</source>
        <translation>Hostzahlen durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Apply Design</source>
        <translation>Entwurf &amp;übernehmen</translation>
    </message>
    <message>
        <source>Turn the scenario into the selected design (one undo step).</source>
        <translation>Das Szenario in den ausgewählten Entwurf umwandeln (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Relative cost</source>
        <translation>Relative Kosten</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>What the selected design changes, and its requirements.</source>
        <translation>Was der ausgewählte Entwurf ändert, und seine Anforderungen.</translation>
    </message>
    <message>
        <source>No change: the scenario as it stands.</source>
        <translation>Keine Änderung: das Szenario, wie es ist.</translation>
    </message>
    <message>
        <source>The scenario has errors: fix them first.</source>
        <translation>Das Szenario hat Fehler: beheben Sie sie zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>Searching %n combination(s)...</source>
        <translation>
            <numerusform>Durchsuche %n Kombination …</numerusform>
            <numerusform>Durchsuche %n Kombinationen …</numerusform>
        </translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Suche abgebrochen.</translation>
    </message>
    <message>
        <source>The closest design misses: %1</source>
        <translation>Der nächstliegende Entwurf verfehlt: %1</translation>
    </message>
    <message>
        <source>over 1000×</source>
        <translation>über 1000×</translation>
    </message>
    <message>
        <source> (Pareto front)</source>
        <translation> (Pareto-Front)</translation>
    </message>
    <message>
        <source>all met</source>
        <translation>alle erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Apply design #%1</source>
        <translation>Entwurf Nr. %1 übernehmen</translation>
    </message>
    <message>
        <source>Applied design #%1 (one undo step). What changed:</source>
        <translation>Entwurf Nr. %1 übernommen (ein Rückgängig-Schritt). Was sich geändert hat:</translation>
    </message>
    <message>
        <source>The scenario is now design #%1; search again for the designs around it.</source>
        <translation>Das Szenario ist jetzt Entwurf Nr. %1; suchen Sie erneut nach den Entwürfen um ihn herum.</translation>
    </message>
    <message>
        <source>
The scenario changed since this search: search again to apply.</source>
        <translation>
Das Szenario hat sich seit dieser Suche geändert: suchen Sie erneut, um zu übernehmen.</translation>
    </message>
    <message>
        <source>Peer links: &quot;%1&quot; is not an option: expected kind:gbps (ethernet:10, infiniband:54.55), with xN for N usable links</source>
        <translation>Peer-Links: „%1“ ist keine Option: erwartet Art:Gbps (ethernet:10, infiniband:54.55), mit xN für N nutzbare Links</translation>
    </message>
    <message>
        <source>Change peer link options</source>
        <translation>Peer-Link-Optionen ändern</translation>
    </message>
    <message>
        <source>Search disk counts</source>
        <translation>Plattenzahlen durchsuchen</translation>
    </message>
    <message>
        <source>Headroom of the design as it stands</source>
        <translation>Reserve des Entwurfs, wie er ist</translation>
    </message>
    <message>
        <source>How far the load can grow before each requirement breaks (the requirements&apos; growth factor aside), found by root finding on the models.</source>
        <translation>Wie weit die Last wachsen kann, bevor jede Anforderung verletzt ist (ohne den Wachstumsfaktor der Anforderungen), gefunden durch Nullstellensuche in den Modellen.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Headroom (factor)</source>
        <translation>Reserve (Faktor)</translation>
    </message>
    <message>
        <source>Requirements met</source>
        <translation>Anforderungen erfüllt</translation>
    </message>
</context>
<context>
    <name>accel::ui::StreamsTab</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the simulation; it starts again after the next edit.</source>
        <translation>Simulation anhalten; sie startet nach der nächsten Änderung erneut.</translation>
    </message>
    <message>
        <source>A proposed fix, simulated like the current design.</source>
        <translation>Ein Lösungsvorschlag, simuliert wie der aktuelle Entwurf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Current design&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aktueller Entwurf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proposed fix:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lösungsvorschlag:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Heatmap and throughput</source>
        <translation>Heatmap und Durchsatz</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Side by side with a fix</source>
        <translation>Im Vergleich mit einer Lösung</translation>
    </message>
    <message numerus="yes">
        <source>Simulating %n stream(s) racing over the first RAID group...</source>
        <translation>
            <numerusform>%n Stream über die erste RAID-Gruppe wird simuliert …</numerusform>
            <numerusform>%n Streams, die über die erste RAID-Gruppe laufen, werden simuliert …</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulation stopped: edit a field to run it again.</source>
        <translation>Simulation angehalten: Ändern Sie ein Feld, um sie erneut zu starten.</translation>
    </message>
    <message>
        <source>Simulating the streams...</source>
        <translation>Streams werden simuliert …</translation>
    </message>
    <message>
        <source>No sequential streams configured.

Describe the clones, copies or backups that run at the same time under Backing array &gt; Sequential streams to see whether they convoy on the stripe members.</source>
        <translation>Keine sequenziellen Streams konfiguriert.

Beschreiben Sie unter Backend-Array &gt; Sequenzielle Streams die gleichzeitig laufenden Klone, Kopien oder Backups, um zu sehen, ob sie auf den Stripe-Mitgliedern Konvois bilden.</translation>
    </message>
    <message>
        <source>Not simulated: %1.

Expected %2 of the %3 asked.</source>
        <translation>Nicht simuliert: %1.

Erwartet %2 von den angeforderten %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>: %1 than now</source>
        <translation>: %1 als jetzt</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 mehr</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 weniger</translation>
    </message>
    <message>
        <source>No fix to compare.</source>
        <translation>Keine Lösung zum Vergleich.</translation>
    </message>
</context>
<context>
    <name>accel::ui::StripeMapWidget</name>
    <message>
        <source>Disk %1, row %2: %3</source>
        <translation>Platte %1, Zeile %2: %3</translation>
    </message>
    <message>
        <source> (logical unit %1, data member %2)</source>
        <translation> (logische Einheit %1, Datenmitglied %2)</translation>
    </message>
    <message>
        <source>, sub-group %1</source>
        <translation>, Untergruppe %1</translation>
    </message>
    <message>
        <source>
Touched by the I/O: %1</source>
        <translation>
Vom I/O berührt: %1</translation>
    </message>
    <message>
        <source>No stripe map: the RAID group is not valid.</source>
        <translation>Keine Stripe-Karte: Die RAID-Gruppe ist ungültig.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>mirror copy</source>
        <translation>Spiegelkopie</translation>
    </message>
    <message>
        <source>parity P</source>
        <translation>Parität P</translation>
    </message>
    <message>
        <source>parity Q</source>
        <translation>Parität Q</translation>
    </message>
    <message>
        <source>touched by the I/O</source>
        <translation>vom I/O berührt</translation>
    </message>
</context>
<context>
    <name>accel::ui::SummaryView</name>
    <message>
        <source>&lt;b&gt;Top recommendations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wichtigste Empfehlungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Den Reiter %1 zeigen</translation>
    </message>
    <message>
        <source>&lt;i&gt;not evaluated&lt;/i&gt;</source>
        <translation>&lt;i&gt;nicht ausgewertet&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No changes are needed: every evaluated area is within its limits.</source>
        <translation>Keine Änderungen nötig: Jeder ausgewertete Bereich liegt in seinen Grenzen.</translation>
    </message>
    <message>
        <source>The scenario&apos;s requirements, checked at its growth factor. Right-click a row to find the input value that meets it.</source>
        <translation>Die Anforderungen des Szenarios, geprüft bei seinem Wachstumsfaktor. Rechtsklick auf eine Zeile findet den Eingabewert, der sie erfüllt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Requirements&lt;/b&gt;: %1 of %2 met</source>
        <translation>&lt;b&gt;Anforderungen&lt;/b&gt;: %1 von %2 erfüllt</translation>
    </message>
    <message>
        <source>(with every write rate at %1)</source>
        <translation>(mit jeder Schreibrate bei %1)</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <source>%1 margin</source>
        <translation>%1 Spielraum</translation>
    </message>
    <message>
        <source>The factor by which the value could change before it reaches its limit (below 1: missed by that factor).</source>
        <translation>Der Faktor, um den sich der Wert ändern könnte, bevor er seine Grenze erreicht (unter 1: um diesen Faktor verfehlt).</translation>
    </message>
    <message>
        <source>Find the input value that meets this requirement…</source>
        <translation>Den Eingabewert finden, der diese Anforderung erfüllt …</translation>
    </message>
    <message>
        <source>What does this depend on?</source>
        <translation>Wovon hängt das ab?</translation>
    </message>
</context>
<context>
    <name>accel::ui::SweepView</name>
    <message>
        <source>Sweep</source>
        <translation>Parametervariation</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>Variieren</translation>
    </message>
    <message>
        <source>And a &amp;second input (a heatmap)</source>
        <translation>Und eine &amp;zweite Eingabe (eine Heatmap)</translation>
    </message>
    <message>
        <source>Second input</source>
        <translation>Zweite Eingabe</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>The results to read at every point; a requirement&apos;s limit is drawn on its chart.</source>
        <translation>Die an jedem Punkt gelesenen Ergebnisse; die Grenze einer Anforderung wird in ihr Diagramm gezeichnet.</translation>
    </message>
    <message>
        <source>Sweep again after each &amp;edit</source>
        <translation>Nach jeder Ä&amp;nderung neu variieren</translation>
    </message>
    <message>
        <source>While this window is open, the last sweep runs again on the edited design (never when nothing changed).</source>
        <translation>Solange dieses Fenster offen ist, läuft die letzte Variation auf dem geänderten Entwurf erneut (nie, wenn sich nichts geändert hat).</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Fortschritt der Variation</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>The input the sweep varies; everything else stays as it is.</source>
        <translation>Die Eingabe, die variiert wird; alles andere bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>&amp;Input:</source>
        <translation>&amp;Eingabe:</translation>
    </message>
    <message>
        <source>Linear range</source>
        <translation>Linearer Bereich</translation>
    </message>
    <message>
        <source>Logarithmic range</source>
        <translation>Logarithmischer Bereich</translation>
    </message>
    <message>
        <source>List of values</source>
        <translation>Liste von Werten</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Werte:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punkte:</translation>
    </message>
    <message>
        <source>e.g. 1; 10; 25; 40</source>
        <translation>z. B. 1; 10; 25; 40</translation>
    </message>
    <message>
        <source>Values separated by semicolons or spaces, in the input&apos;s unit.</source>
        <translation>Werte durch Semikolon oder Leerzeichen getrennt, in der Einheit der Eingabe.</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <source>Choose an input to vary.</source>
        <translation>Wählen Sie eine Eingabe zum Variieren.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1: enter the values to try.</source>
        <translation>%1: Geben Sie die zu prüfenden Werte ein.</translation>
    </message>
    <message>
        <source>Choose two different inputs.</source>
        <translation>Wählen Sie zwei verschiedene Eingaben.</translation>
    </message>
    <message>
        <source>%1 points are too many: at most %2.</source>
        <translation>%1 Punkte sind zu viele: höchstens %2.</translation>
    </message>
    <message>
        <source>Choose at least one result.</source>
        <translation>Wählen Sie mindestens ein Ergebnis.</translation>
    </message>
    <message>
        <source>Up to date: the design and the choices are those of the last sweep.</source>
        <translation>Aktuell: Entwurf und Auswahl sind die der letzten Variation.</translation>
    </message>
    <message numerus="yes">
        <source>Sweeping %n point(s) on every core…</source>
        <translation>
            <numerusform>Variiere %n Punkt auf allen Kernen…</numerusform>
            <numerusform>Variiere %n Punkte auf allen Kernen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 points.</source>
        <translation>Abgebrochen nach %1 von %2 Punkten.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) evaluated.</source>
        <translation>
            <numerusform>%n Punkt berechnet.</numerusform>
            <numerusform>%n Punkte berechnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) invalid (gaps in the charts).</source>
        <translation>
            <numerusform>%n Punkt ungültig (Lücke in den Diagrammen).</numerusform>
            <numerusform>%n Punkte ungültig (Lücken in den Diagrammen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Invalid at %n point(s), shown as gaps (first: %1).</source>
        <translation>
            <numerusform>Ungültig an %n Punkt, als Lücke gezeigt (erster: %1).</numerusform>
            <numerusform>Ungültig an %n Punkten, als Lücken gezeigt (erster: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Never at %n point(s) (it does not happen there), shown as gaps.</source>
        <translation>
            <numerusform>Nie an %n Punkt (es tritt dort nicht ein), als Lücke gezeigt.</numerusform>
            <numerusform>Nie an %n Punkten (es tritt dort nicht ein), als Lücken gezeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No number at %n point(s), shown as gaps.</source>
        <translation>
            <numerusform>Keine Zahl an %n Punkt, als Lücke gezeigt.</numerusform>
            <numerusform>Keine Zahl an %n Punkten, als Lücken gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No requirement limits this result.</source>
        <translation>Keine Anforderung begrenzt dieses Ergebnis.</translation>
    </message>
    <message>
        <source>The result does not cross its limit (%1) over this range.</source>
        <translation>Das Ergebnis überschreitet seine Grenze (%1) in diesem Bereich nicht.</translation>
    </message>
    <message>
        <source>No requirement limits this result: no feasible region to outline.</source>
        <translation>Keine Anforderung begrenzt dieses Ergebnis: kein zulässiger Bereich einzuzeichnen.</translation>
    </message>
    <message>
        <source>The orange line is where the requirement is just met (%1): the boundary of the region where the design meets it.</source>
        <translation>Die orange Linie zeigt, wo die Anforderung gerade erfüllt ist (%1): die Grenze des Bereichs, in dem der Entwurf sie erfüllt.</translation>
    </message>
</context>
<context>
    <name>accel::ui::TableExport</name>
    <message>
        <source>Save Table as CSV</source>
        <translation>Tabelle als CSV speichern</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Save Table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Table</source>
        <translation>&amp;Tabelle kopieren</translation>
    </message>
    <message>
        <source>Save as C&amp;SV...</source>
        <translation>Als C&amp;SV speichern …</translation>
    </message>
</context>
<context>
    <name>accel::ui::TornadoView</name>
    <message>
        <source>What Does This Depend On?</source>
        <translation>Wovon hängt das ab?</translation>
    </message>
    <message>
        <source>The result whose dependence on each input is measured.</source>
        <translation>Das Ergebnis, dessen Abhängigkeit von jeder Eingabe gemessen wird.</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>Each input is moved down and up by this share of its value, one at a time, everything else as it is.</source>
        <translation>Jede Eingabe wird einzeln um diesen Anteil ihres Werts gesenkt und erhöht, alles andere bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>&amp;Move each input by:</source>
        <translation>Jede Eingabe &amp;ändern um:</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Berechnung läuft</translation>
    </message>
    <message>
        <source>Moving each input by ±%1 %…</source>
        <translation>Jede Eingabe wird um ±%1 % geändert…</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 now. Largest swing first; %n input(s) drawn.</source>
        <translation>
            <numerusform>%1 ist jetzt %2. Größter Ausschlag zuerst; %n Eingabe gezeichnet.</numerusform>
            <numerusform>%1 ist jetzt %2. Größter Ausschlag zuerst; %n Eingaben gezeichnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) did not move it or could not move (see the table).</source>
        <translation>
            <numerusform>%n Eingabe änderte es nicht oder ließ sich nicht ändern (siehe Tabelle).</numerusform>
            <numerusform>%n Eingaben änderten es nicht oder ließen sich nicht ändern (siehe Tabelle).</numerusform>
        </translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>Unteres Ende</translation>
    </message>
    <message>
        <source>Result at low end</source>
        <translation>Ergebnis am unteren Ende</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Oberes Ende</translation>
    </message>
    <message>
        <source>Result at high end</source>
        <translation>Ergebnis am oberen Ende</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>Ausschlag</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>not moved</source>
        <translation>nicht geändert</translation>
    </message>
    <message>
        <source>unbounded (never at one end)</source>
        <translation>unbegrenzt (an einem Ende nie)</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
</context>
<context>
    <name>accel::ui::VariantsBar</name>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Options of the design</source>
        <translation>Optionen des Entwurfs</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Option on show</source>
        <translation>Angezeigte Option</translation>
    </message>
    <message>
        <source>The option on show: the base design or one of its variants. Edits change the option on show; edits on the base flow into every variant that does not override the value.</source>
        <translation>Die angezeigte Option: der Basisentwurf oder eine seiner Varianten. Änderungen betreffen die angezeigte Option; Änderungen an der Basis gelten für jede Variante, die den Wert nicht überschreibt.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>New option from the edits: on the base, the changes made since the file was opened or saved become a variant and the base keeps its saved values; on a variant, a copy of it</source>
        <translation>Neue Option aus den Änderungen: auf der Basis werden die Änderungen seit dem Öffnen oder Speichern eine Variante, und die Basis behält ihre gespeicherten Werte; auf einer Variante eine Kopie von ihr</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Rename the variant on show</source>
        <translation>Die angezeigte Variante umbenennen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A copy of the option on show, as a new variant</source>
        <translation>Eine Kopie der angezeigten Option als neue Variante</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the variant on show</source>
        <translation>Die angezeigte Variante löschen</translation>
    </message>
    <message>
        <source>&amp;Compare Options…</source>
        <translation>Optionen &amp;vergleichen …</translation>
    </message>
    <message>
        <source>The options side by side: every headline number, requirement and area, and the main charts overlaid (Ctrl+Shift+K)</source>
        <translation>Die Optionen nebeneinander: jede Kennzahl, Anforderung und jeder Bereich, und die wichtigsten Diagramme übereinander (Strg+Umschalt+K)</translation>
    </message>
    <message>
        <source>Duplicate Option</source>
        <translation>Option duplizieren</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>The base design: %1</source>
        <translation>Der Basisentwurf: %1</translation>
    </message>
    <message>
        <source>Variant &quot;%1&quot;: %2</source>
        <translation>Variante „%1“: %2</translation>
    </message>
    <message>
        <source>no overrides (the same as the base)</source>
        <translation>keine Überschreibungen (wie die Basis)</translation>
    </message>
    <message>
        <source>Show Option</source>
        <translation>Option zeigen</translation>
    </message>
    <message>
        <source>This variant does not apply to the base:
%1</source>
        <translation>Diese Variante passt nicht zur Basis:
%1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation>Eine Variante braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names another variant: choose a name of its own.</source>
        <translation>„%1“ benennt schon eine andere Variante: Wählen Sie einen eigenen Namen.</translation>
    </message>
    <message>
        <source>New option &quot;%1&quot;</source>
        <translation>Neue Option „%1“</translation>
    </message>
    <message>
        <source>Only a variant can be renamed; the base is named with the scenario.</source>
        <translation>Nur eine Variante kann umbenannt werden; die Basis trägt den Namen des Szenarios.</translation>
    </message>
    <message>
        <source>Rename option &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Option „%1“ in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>Duplicate option as &quot;%1&quot;</source>
        <translation>Option als „%1“ duplizieren</translation>
    </message>
    <message>
        <source>Only a variant can be deleted.</source>
        <translation>Nur eine Variante kann gelöscht werden.</translation>
    </message>
    <message>
        <source>Delete option &quot;%1&quot;</source>
        <translation>Option „%1“ löschen</translation>
    </message>
    <message>
        <source>New Option</source>
        <translation>Neue Option</translation>
    </message>
    <message>
        <source>Name of the new option:</source>
        <translation>Name der neuen Option:</translation>
    </message>
    <message>
        <source>Rename Option</source>
        <translation>Option umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Delete Option</source>
        <translation>Option löschen</translation>
    </message>
</context>
</TS>
