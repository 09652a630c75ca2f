// A bare node:http server that answers every request with the same bytes: what the machine
// serves when no application runs, the ceiling bench/load.ts compares the app with.
//
//   node --import tsx bench/support/bare-server.ts PORT BODY-FILE CONTENT-TYPE
import fs from 'node:fs'
import http from 'node:http'

const [port, file, contentType] = process.argv.slice(2)
if (!port || !file || !contentType) throw new Error('Usage: bare-server.ts PORT BODY-FILE CONTENT-TYPE')
const body = fs.readFileSync(file)

http
	.createServer((_request, response) => {
		response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length })
		response.end(body)
	})
	.listen(Number(port), '127.0.0.1')
