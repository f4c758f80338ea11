<?php
// Writes each sample body as PHP's json_encode does, for the dialect fixtures.
$samples = json_decode(file_get_contents($argv[1]));
$variants = [
    'php-json-encode' => 0,
    'php-unescaped-slashes' => JSON_UNESCAPED_SLASHES,
    'php-unescaped-unicode' => JSON_UNESCAPED_UNICODE,
    'php-pretty' => JSON_PRETTY_PRINT,
];
$out = [];
foreach ($variants as $name => $flags) {
    $out[$name] = array_map(fn($s) => json_encode(json_decode($s), $flags), $samples);
}
echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
