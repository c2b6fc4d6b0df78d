export const View = () => (
  <div>
    <a href="HTTP://Example.com:80/">home</a>
    <p>Visit HTTPS://EXAMPLE.COM/docs in your browser.</p>
    <img src={`https://CDN.example.com/${name}.png`} />
  </div>
);
