import './headers-table.css';

/** Header names and values, one row each, values in monospace so they can be compared by eye. */
export function HeadersTable({ headers }: { headers: Array<[string, string]> }) {
  return (
    <table className="headers-table">
      <tbody>
        {headers.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="mono">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
