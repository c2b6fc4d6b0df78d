// A forecast card.
export function Forecast({ city }) {
  return (
    <article>
      <h2>{city.name}</h2>
      <img src={`https://CDN.Example.com/icons/${city.icon}.png`} alt="" />
      <a href="https://weather.example.com/cities/%7Ecity">Details</a>
    </article>
  );
}
