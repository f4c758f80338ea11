/**
 * The receiver's stack, only from what a ticket shows (spec 5.5: name a stack on evidence): code
 * pasted into it (`express.json(`, `request.get_data()`, `@RequestBody`), or the format of a log
 * it quotes (Spring Boot's `--- [thread]`, Laravel's `local.ERROR:`, Django's and Werkzeug's
 * request lines, Go's `log` stamp, ASP.NET's `info: Category[0]`, Rails' `Started POST`). Code
 * outranks a log's format; nothing shown, no stack.
 */

/** The receiver stacks a fix is written for. */
export type ReceiverStack =
  'express' | 'flask' | 'django' | 'laravel' | 'php' | 'spring' | 'aspnet' | 'go' | 'rails';

/** A stack the ticket proves, and the evidence, in words for the reply. */
export interface TicketStack {
  stack: ReceiverStack;
  evidence: string;
}

interface Rule {
  stack: ReceiverStack;
  test: RegExp;
  evidence: string;
}

/** Code the ticket quotes: the most specific first. */
const CODE: Rule[] = [
  {
    stack: 'express',
    test: /\bexpress\.(?:json|raw|text|urlencoded)\s*\(|require\(\s*['"]express['"]\s*\)|from\s+['"]express['"]|JSON\.stringify\(\s*req\.body\s*\)/,
    evidence: 'the Express code in the ticket',
  },
  {
    stack: 'flask',
    test: /\bfrom\s+flask\s+import\b|@\w+\.route\(|request\.get_json\(|request\.get_data\(/,
    evidence: 'the Flask code in the ticket',
  },
  {
    stack: 'django',
    test: /\bfrom\s+django\b|\bdjango\.(?:http|views|urls)\b|\bHttpResponse(?:Forbidden|BadRequest)?\(|@csrf_exempt/,
    evidence: 'the Django code in the ticket',
  },
  {
    stack: 'laravel',
    test: /Illuminate\\|\$request->(?:all|input|json|getContent|header)\(|Route::post\(/,
    evidence: 'the Laravel code in the ticket',
  },
  {
    stack: 'spring',
    test: /@(?:RestController|PostMapping|RequestBody|RequestHeader)\b|org\.springframework\./,
    evidence: 'the Spring code in the ticket',
  },
  {
    stack: 'aspnet',
    test: /Microsoft\.AspNetCore|\[FromBody\]|\bEnableBuffering\(|\bapp\.MapPost\(|:\s*ControllerBase\b/,
    evidence: 'the ASP.NET code in the ticket',
  },
  {
    stack: 'rails',
    test: /\bActionController\b|request\.raw_post\b|\bparams\.(?:permit|require)\(/,
    evidence: 'the Rails code in the ticket',
  },
  {
    stack: 'go',
    test: /\bhttp\.ResponseWriter\b|"net\/http"|\bio\.ReadAll\(\s*r\.Body\s*\)|json\.NewDecoder\(\s*r\.Body\s*\)/,
    evidence: 'the Go code in the ticket',
  },
  {
    stack: 'php',
    test: /<\?php\b|php:\/\/input|\bjson_decode\(\s*\$/,
    evidence: 'the PHP code in the ticket',
  },
];

/** The formats of the logs a receiver writes, each its framework's default layout. */
const LOGS: Rule[] = [
  {
    stack: 'spring',
    test: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}[.,]\d{3}\S*\s+(?:TRACE|DEBUG|INFO|WARN|ERROR)\s+\d+\s+---\s+\[/m,
    evidence: "the Spring Boot log's format",
  },
  {
    stack: 'laravel',
    test: /^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\] \w+\.(?:DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL|ALERT|EMERGENCY):/m,
    evidence: "the Laravel log's format",
  },
  {
    stack: 'aspnet',
    test: /^(?:info|warn|fail|dbug|crit): (?:Microsoft\.AspNetCore|[\w.]+)\[\d+\]/m,
    evidence: "the ASP.NET Core log's format",
  },
  {
    stack: 'rails',
    test: /^Started (?:POST|GET|PUT) "\/[^"]*" for \S+ at /m,
    evidence: "the Rails log's format",
  },
  {
    stack: 'django',
    test: /^\[\d{2}\/\w{3}\/\d{4} \d{2}:\d{2}:\d{2}\] "(?:POST|GET) [^"]*" \d{3}|^(?:WARNING|ERROR):django\.request:|^(?:Unauthorized|Forbidden|Bad Request): \//m,
    evidence: "the Django log's format",
  },
  {
    stack: 'flask',
    test: /^\S+ - - \[\d{2}\/\w{3}\/\d{4} \d{2}:\d{2}:\d{2}\] "(?:POST|GET) [^"]*" \d{3}/m,
    evidence: "the Flask (Werkzeug) log's format",
  },
  {
    stack: 'express',
    // morgan's `dev` and `tiny` formats: method, path, status, time in ms.
    test: /^(?:POST|GET|PUT) \/\S* \d{3} [\d.]+ ms - (?:\d+|-)$/m,
    evidence: "the Express (morgan) log's format",
  },
  {
    stack: 'go',
    test: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? /m,
    evidence: "the Go log package's format",
  },
];

/**
 * The receiver's stack a ticket's text proves, or null. Quoted code first (it names the
 * framework), then a log's format; the first rule of each list that the text satisfies wins.
 */
export function ticketStackOf(text: string | undefined): TicketStack | null {
  if (!text) return null;
  for (const rule of [...CODE, ...LOGS]) {
    if (rule.test.test(text)) return { stack: rule.stack, evidence: rule.evidence };
  }
  return null;
}
